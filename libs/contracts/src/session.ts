import { z } from 'zod';
import { errorResponseSchema } from './errors';

export const roleSchema = z.enum(['reviewer', 'arbitrator']);
export type Role = z.infer<typeof roleSchema>;

/** Spec §3 "Avatar inputs": 1x and 2x image sources, or none (then the initial shows). */
export const avatarImageUrlSchema = z.object({ normal: z.string(), retina: z.string() });

/** The signed-in reviewer as the header and pages need them. */
export const currentReviewerSchema = z.object({
  encoded_id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: roleSchema,
  reviewer_initial: z.string(),
  avatar_image_url: avatarImageUrlSchema.nullable(),
  /** Set only for a reviewer who chose to show their Gravatar (spec §3 "Avatar inputs"). */
  gravatar_hash: z.string().nullable(),
  verified_buyer: z.boolean(),
  tos_accepted: z.boolean(),
  /** Encoded ids of the shops this user answers for: they may reply to those shops' reviews. */
  managed_shop_ids: z.array(z.string()),
});
export type CurrentReviewer = z.infer<typeof currentReviewerSchema>;

/** Spec §7 `GET /reviews/me.json`: exchange_rates only when the client asked for them. */
export const meQuerySchema = z.object({
  exchange_rates: z.enum(['true', 'false', '1', '0']).optional(),
});

export const meResponseSchema = z.object({
  current_country: z.string(),
  currency: z.string(),
  exchange_rates: z.record(z.string(), z.number()).optional(),
  reviewer: currentReviewerSchema.nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** me.json's error answer (spec §7: "on failure the error response is read for the same fields"): the error, and the locale known without the database. */
export const meFailureResponseSchema = errorResponseSchema.extend(
  meResponseSchema.pick({ current_country: true, currency: true, exchange_rates: true }).shape,
);

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your e-mail address').max(254),
  password: z.string().min(1, 'Please enter your password').max(200),
  /** Posted by the sign-in form without script: where to go once signed in (made safe by the server). */
  return_to: z.string().max(2000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signUpRequestSchema = z.object({
  name: z.string().max(200),
  email: z.string().max(254),
  password: z.string().max(400),
  /** Where sign-up began: its link returns there (any path off this site is dropped). */
  return_to: z.string().max(2000).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** Sign-up's answer, the same whether or not the address already has an account (issue #19): what to do next. */
export const signUpResponseSchema = z.object({ message: z.string() });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** The token of the link sign-up sent: the mailbox is the proof, so confirming makes the account and signs it in. */
export const signUpConfirmRequestSchema = z.object({
  token: z.string().min(1, 'The link has no token').max(100),
});
export type SignUpConfirmRequest = z.infer<typeof signUpConfirmRequestSchema>;

/** Asking for a password reset or sign-in link (issue #28): the address only. */
export const mailedSignInRequestSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your e-mail address').max(254),
});
export type MailedSignInRequest = z.infer<typeof mailedSignInRequestSchema>;

/** The answer to asking for a link, the same words for every address: what to do next. */
export const mailedSignInResponseSchema = z.object({ message: z.string() });
export type MailedSignInResponse = z.infer<typeof mailedSignInResponseSchema>;

/** The token of a mailed sign-in link; opening it signs its account in. */
export const signInLinkConfirmRequestSchema = z.object({
  token: z.string().min(1, 'The link has no token').max(100),
});
export type SignInLinkConfirmRequest = z.infer<typeof signInLinkConfirmRequestSchema>;

/** The token of a mailed password reset link and the new password; it signs the account in. */
export const passwordResetConfirmRequestSchema = signInLinkConfirmRequestSchema.extend({
  password: z.string().min(1, 'Please choose a new password').max(400),
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequestSchema>;

/** Answer to a successful sign-in or confirmed sign-up: the new session's CSRF token replaces the old one. */
export const sessionResponseSchema = z.object({
  reviewer: currentReviewerSchema,
  csrf_token: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * A confirmed sign-up's session, and whether the password chosen at sign-up was kept: only when
 * the link is opened in the browser that signed up (issue #58); elsewhere the account has none yet.
 */
export const signUpConfirmResponseSchema = sessionResponseSchema.extend({
  password_kept: z.boolean(),
});
export type SignUpConfirmResponse = z.infer<typeof signUpConfirmResponseSchema>;

export const logoutResponseSchema = z.object({ csrf_token: z.string() });

/** Spec §7 `PUT /reviews/profile/reviewers/0`: body reviewer{rs_currency} or reviewer{rs_country}. */
export const updateReviewerLocaleRequestSchema = z.object({
  reviewer: z.union([
    z.object({ rs_currency: z.string().trim().min(1).max(3) }).strict(),
    z.object({ rs_country: z.string().trim().length(2, 'Use a two-letter country code') }).strict(),
  ]),
});
export type UpdateReviewerLocaleRequest = z.infer<typeof updateReviewerLocaleRequestSchema>;

export const reviewerLocaleResponseSchema = z.object({
  currency: z.string(),
  current_country: z.string().nullable(),
});
export type ReviewerLocaleResponse = z.infer<typeof reviewerLocaleResponseSchema>;

/** What waits for the signed-in user, for their account menu (issue #29 items 3, 4 and 7); null where the desk is not theirs. */
export const accountMenuCountsResponseSchema = z.object({
  orders_awaiting_review: z.number().int().min(0),
  shop_inbox: z.number().int().min(0).nullable(),
  arbitrator_desk: z.number().int().min(0).nullable(),
});
export type AccountMenuCountsResponse = z.infer<typeof accountMenuCountsResponseSchema>;
