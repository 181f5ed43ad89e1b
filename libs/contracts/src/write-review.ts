import { z } from 'zod';
import { metaDataSchema } from './page-meta';
import { pagingShape } from './paging';

/** Spec §3 "Order line item", with the shop it was ordered from. */
export const orderLineItemSchema = z.object({
  public_id: z.string(),
  product_image_url: z.string().nullable(),
  product_title: z.string(),
  placed_at: z.string(),
  product_internal_path: z.string(),
  product_in_store: z.boolean(),
  /** True until the item has a review (one review per line item). */
  product_reviewable: z.boolean(),
  review_public_id: z.string().nullable(),
  shop: z.object({ name: z.string(), slug: z.string(), internal_path: z.string() }),
});
export type OrderLineItem = z.infer<typeof orderLineItemSchema>;

/** Spec §7 "GET write-review endpoint" with resource orders; `shop` narrows it to one shop's orders. */
export const writeReviewOrdersQuerySchema = z.object({
  resource: z.literal('orders', { error: 'resource must be orders' }).default('orders'),
  shop: z.string().min(1).max(200).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page starts at 1').max(10_000).default(1),
});
export type WriteReviewOrdersQuery = z.infer<typeof writeReviewOrdersQuerySchema>;

export const writeReviewOrdersResponseSchema = z.object({
  meta_data: metaDataSchema,
  data: z.object({
    line_items: z.array(orderLineItemSchema),
    ...pagingShape,
    /** The shop the list is narrowed to, when `shop` names one. */
    shop: z.object({ name: z.string(), slug: z.string() }).nullable(),
  }),
});
export type WriteReviewOrdersResponse = z.infer<typeof writeReviewOrdersResponseSchema>;
