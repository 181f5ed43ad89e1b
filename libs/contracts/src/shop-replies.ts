import { z } from 'zod';
import { shopReplyError } from '@vouch/domain';
import { reviewSchema } from './reviews';

/** `PUT /reviews/shop/reviews/{public_id}/reply`: what the shop answers under the review. */
export const shopReplyRequestSchema = z.object({
  body: z
    .string({ error: 'body is the reply as text' })
    .superRefine((body, context) => {
      const problem = shopReplyError(body);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((body) => body.trim()),
});
export type ShopReplyRequest = z.input<typeof shopReplyRequestSchema>;

/** The review's reply as it now stands (null once the shop took it back). */
export const shopReplyResponseSchema = z.object({
  review: z.object({ public_id: z.string(), reply: reviewSchema.shape.reply }),
});
export type ShopReplyResponse = z.infer<typeof shopReplyResponseSchema>;
