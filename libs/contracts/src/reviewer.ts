import { z } from 'zod';
import { currentReviewerSchema } from './session';

/** Spec §7 `POST /reviews/reviewer/accept_tos`. */
export const acceptTermsRequestSchema = z.object({
  reviewer_name: z
    .string()
    .trim()
    .min(1, 'Please enter the name to show on your reviews')
    .max(80, 'Names are limited to 80 characters'),
});
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequestSchema>;
export const acceptTermsResponseSchema = z.object({ reviewer: currentReviewerSchema });

/** Spec §7 `POST /reviews/click` with the click tracking record of spec §3. */
/** The cookie bar's form posted without script (issue #58): the choice and the page to go back to. */
export const cookieConsentFormSchema = z.object({
  choice: z.enum(['accept', 'necessary'], { message: 'Choose which cookies to allow' }),
  return_to: z.string().max(2000).optional(),
});
export type CookieConsentForm = z.infer<typeof cookieConsentFormSchema>;

export const clickRequestSchema = z.object({
  shop_id: z.string().min(1).max(40),
  product_id: z.string().min(1).max(40).optional(),
  pageview_id: z.string().max(64).optional(),
  referral: z.string().max(2000).optional(),
  referral_page: z.string().max(2000).optional(),
  tracking_data: z.object({
    journey: z.array(z.string().max(500)).max(50),
    first_referrer: z.string().max(2000).nullable().optional(),
    landing_page_params: z.record(z.string(), z.string().max(500)).optional(),
  }),
});
export type ClickRequest = z.infer<typeof clickRequestSchema>;
