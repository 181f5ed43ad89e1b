import { z } from 'zod';

/** `POST /reviews/review-requests/open`: the token of a review request's link. */
export const openReviewRequestSchema = z.object({
  token: z.string({ error: 'token is the one in your e-mail’s link' }).min(1).max(200),
});
/** Where the buyer writes their review now (a page form without script is sent there with 303). */
export const openReviewRequestResponseSchema = z.object({ redirect_to: z.string() });
export type OpenReviewRequestResponse = z.infer<typeof openReviewRequestResponseSchema>;

const optOutScope = z.enum(['shop', 'all']);
/** `POST /reviews/review-requests/unsubscribe`: the link's token, and whose e-mail it stops. */
export const reviewRequestOptOutQuerySchema = z.object({
  unsubscribe: z.string().max(600).optional(),
  scope: optOutScope.default('shop'),
});
export const reviewRequestOptOutRequestSchema = z
  .object({ unsubscribe: z.string().max(600).optional(), scope: optOutScope.optional() })
  .optional();
export const reviewRequestOptOutResponseSchema = z.object({ message: z.string() });
export type ReviewRequestOptOutResponse = z.infer<typeof reviewRequestOptOutResponseSchema>;
