import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import {
  DISPUTE_OUTCOMES,
  DISPUTE_STATUSES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordError,
  PRIVATE_REVIEW_TYPES,
  RECOMMENDATIONS_PER_PAGE,
} from '@vouch/domain';
import { metaDataSchema } from './page-meta';
import { pagingShape } from './paging';
import { productReviewQuerySchema, reviewWithSubjectSchema, widgetDataSchema } from './reviews';
import { avatarImageUrlSchema } from './session';

/** Spec §3 "Reviewer profile" basic_data as anyone may see it. */
export const publicBasicDataSchema = z.object({
  encoded_id: z.string(),
  slug: z.string(),
  name: z.string(),
  reviewer_initial: z.string(),
  avatar_image_url: avatarImageUrlSchema.nullable(),
  gravatar_hash: z.string().nullable(),
  verified_buyer: z.boolean(),
  country: z.string().nullable(),
  member_since: z.string(),
  followers_count: z.number().int().min(0),
  /** Published reviews of things the reviewer bought (verified purchases). */
  verified_reviews_count: z.number().int().min(0),
});
export type PublicBasicData = z.infer<typeof publicBasicDataSchema>;

/** basic_data of one's own profile: adds what only its owner sees (spec §4 subscribe prompt reads subscribed_rs). */
export const privateBasicDataSchema = publicBasicDataSchema.extend({
  subscribed_rs: z.boolean().nullable(),
  email: z.string().nullable(),
  /** A new sign-in address waiting for the link mailed to it to be opened; null when none is. */
  pending_email: z.string().nullable(),
  currency: z.string(),
  short_display_name: z.boolean(),
});
export type PrivateBasicData = z.infer<typeof privateBasicDataSchema>;

/** Spec §3 extra_data that anyone may see. */
export const publicExtraDataSchema = z.object({
  reviews_data: z.object({ total_reviews_count: z.number().int().min(0) }),
  recommendations_data: z.object({
    items: z.array(reviewWithSubjectSchema),
    total: z.number().int().min(0),
  }),
  followings_data: z.object({
    shops_count: z.number().int().min(0),
    products_count: z.number().int().min(0),
    reviewers_count: z.number().int().min(0),
  }),
});

/** extra_data of one's own profile: the private tabs' counts. */
export const privateExtraDataSchema = publicExtraDataSchema.extend({
  /**
   * Issue #29, item 2: the reviews tab counts what its list shows in its first view ("All"):
   * published, unpublished (held or withdrawn) and deleted ones still restorable. reviews_data
   * counts only the published ones, as anyone sees them.
   */
  own_reviews_data: z.object({ total_count: z.number().int().min(0) }),
  rewards_data: z.object({ total_count: z.number().int().min(0) }),
  orders_data: z.object({ total_count: z.number().int().min(0) }),
  disputes_data: z.object({ total_count: z.number().int().min(0) }),
});

/** The filters a profile's review list takes: the product page's, at the widget page size. */
export const profileReviewsQuerySchema = productReviewQuerySchema.pick({
  page: true,
  filter_rating: true,
  sort_by: true,
  search: true,
  review_source: true,
  verified_only: true,
});
export type ProfileReviewsQuery = z.infer<typeof profileReviewsQuerySchema>;

export const privateProfileQuerySchema = profileReviewsQuerySchema.extend({
  review_type: z
    .enum(PRIVATE_REVIEW_TYPES, {
      error: `review_type is one of ${PRIVATE_REVIEW_TYPES.join(', ')}`,
    })
    .default('all-reviews'),
});
export type PrivateProfileQuery = z.infer<typeof privateProfileQuerySchema>;

const ratingsShape = widgetDataSchema.pick({
  average_rating: true,
  number_of_reviews: true,
  rating_histogram_data: true,
});

/** Spec §7 "GET profile base/{slug} (public)": basic_data, extra_data and a page of published reviews. */
export const publicProfileResponseSchema = z.object({
  meta_data: metaDataSchema,
  basic_data: publicBasicDataSchema,
  extra_data: publicExtraDataSchema,
  reviews: z.object({
    reviews: z.array(reviewWithSubjectSchema),
    ...pagingShape,
    ratings: ratingsShape,
  }),
});
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** One of the reviewer's own reviews: its state, and why it waits when it is held for a check. */
export const ownReviewSchema = reviewWithSubjectSchema.extend({
  published: z.boolean(),
  deleted: z.boolean(),
  recommended: z.boolean(),
  /** Until when a deleted review can be restored (30 days after deletion). */
  restorable_until: z.string().nullable(),
  held_reason: z.string().nullable(),
  /** Set while an arbitrator's removal after a report stands: its public line, and the author's appeal of it if made. */
  removal: z.object({ line: z.string(), appeal: z.enum(['open', 'kept']).nullable() }).nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** Spec §7 "GET private profile/{slug}": the same plus review_type, with the reviewer's own reviews in every state. */
export const privateProfileResponseSchema = z.object({
  meta_data: metaDataSchema,
  basic_data: privateBasicDataSchema,
  extra_data: privateExtraDataSchema,
  reviews: z.object({ reviews: z.array(ownReviewSchema), ...pagingShape, ratings: ratingsShape }),
});
export type PrivateProfileResponse = z.infer<typeof privateProfileResponseSchema>;

/** `GET /reviews/profile/{slug}/recommendations`: public pages of 5, the owner's of 20 (spec §9). */
export const recommendationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
  per_page: z.coerce
    .number()
    .pipe(
      z.union(
        [z.literal(RECOMMENDATIONS_PER_PAGE.public), z.literal(RECOMMENDATIONS_PER_PAGE.private)],
        { error: 'per_page is 5 or 20' },
      ),
    )
    .default(RECOMMENDATIONS_PER_PAGE.public),
});
export const recommendationsResponseSchema = z.object({
  items: z.array(reviewWithSubjectSchema),
  ...pagingShape,
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** A page number alone, for the private tabs' lists. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
});

/** The disputes tab's lists: the reviewer's own disputes, or those about the shops they answer for. */
export const reviewerDisputesQuerySchema = pageQuerySchema.extend({
  side: z.enum(['reviewer', 'shop'], { error: 'side is reviewer or shop' }).default('reviewer'),
});

/** A thank-you coupon a shop gave for a review. */
export const rewardSchema = z.object({
  public_id: z.string(),
  shop: z.object({ name: z.string(), internal_path: z.string() }),
  code: z.string(),
  kind: z.enum(['amount', 'percent']),
  value: z.number().positive(),
  currency: z.string().nullable(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  created_at: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardsResponseSchema = z.object({ items: z.array(rewardSchema), ...pagingShape });
export type RewardsResponse = z.infer<typeof rewardsResponseSchema>;

/** A dispute as the reviewer's list shows it. */
export const disputeSummarySchema = z.object({
  public_id: z.string(),
  shop: z.object({ name: z.string(), internal_path: z.string() }),
  product_title: z.string().nullable(),
  dispute_type: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;
export const reviewerDisputesResponseSchema = z.object({
  items: z.array(disputeSummarySchema),
  ...pagingShape,
});
export type ReviewerDisputesResponse = z.infer<typeof reviewerDisputesResponseSchema>;

/** Spec §7 `PUT update-profile` with body reviewer{subscribed_rs}, and the edit page's other fields. */
export const profileUpdateRequestSchema = z.object({
  reviewer: z
    .object({
      subscribed_rs: z.boolean().optional(),
      name: z
        .string()
        .trim()
        .min(1, 'Please enter your name')
        .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
        .optional(),
      short_display_name: z.boolean().optional(),
      /** Show the Gravatar of the sign-in e-mail where no picture was uploaded. */
      show_gravatar: z.boolean().optional(),
      country: z
        .string()
        .trim()
        .toUpperCase()
        .length(2, 'Choose a country from the list')
        .nullable()
        .optional(),
      currency: z
        .string()
        .trim()
        .toUpperCase()
        .min(1)
        .max(3, 'Choose a currency from the list')
        .optional(),
    })
    .strict(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;
export const profileUpdateResponseSchema = z.object({ basic_data: privateBasicDataSchema });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** The edit page's `?format=json` (spec §7 "GET profile/edit"). */
export const profileEditResponseSchema = z.object({
  meta_data: metaDataSchema,
  basic_data: privateBasicDataSchema,
});
export type ProfileEditResponse = z.infer<typeof profileEditResponseSchema>;

/** Changing the sign-in e-mail needs the current password. */
export const emailChangeRequestSchema = z.object({
  email: emailAddressSchema,
  current_password: z
    .string()
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX_LENGTH),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/**
 * The answer to an e-mail change, the same whether or not the new address has an account (no
 * enumeration): the address changes only when the link mailed to it is opened.
 */
export const emailChangeResponseSchema = z.object({
  message: z.string(),
  pending_email: z.string(),
});
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;

/** The token of a link an e-mail change mailed: the confirm link (new address) or the undo link (old address). */
export const emailChangeTokenRequestSchema = z.object({
  token: z.string().min(1, 'The link has no token').max(100),
});
export type EmailChangeTokenRequest = z.infer<typeof emailChangeTokenRequestSchema>;

/** A confirmed change: the address the reviewer now signs in with. */
export const emailChangeConfirmResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
});
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

/**
 * An undone change: the address is the old one again and every session of the account ended, this
 * browser's too, so it gets a new CSRF token as after signing out.
 */
export const emailChangeUndoResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  csrf_token: z.string(),
});
export type EmailChangeUndoResponse = z.infer<typeof emailChangeUndoResponseSchema>;

/** Changing the password needs the current one; every other session of the account ends. */
export const passwordChangeRequestSchema = z.object({
  current_password: z
    .string()
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX_LENGTH),
  new_password: z.string().superRefine((password, context) => {
    const error = passwordError(password);
    if (error) context.addIssue({ code: 'custom', message: error });
  }),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** A new avatar's two sizes. */
export const avatarResponseSchema = z.object({ avatar_image_url: avatarImageUrlSchema });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
