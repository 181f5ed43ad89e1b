import { z } from 'zod';
import { reviewDraftErrors, videoLinkError } from '@vouch/domain';
import { metaDataSchema } from './page-meta';
import { reviewSchema } from './reviews';
import { productDataSchema } from './shops';
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
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
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

/** Spec §7 "GET write-review new" with line_item_public_id. */
export const newReviewQuerySchema = z.object({
  line_item_public_id: z
    .string({ error: 'line_item_public_id is required' })
    .min(1, 'line_item_public_id is required')
    .max(100),
});

/** The product being reviewed (spec §3 product data) and the line item it was ordered as. */
export const newReviewResponseSchema = z.object({
  meta_data: metaDataSchema,
  product_data: productDataSchema,
  line_item: orderLineItemSchema,
});
export type NewReviewResponse = z.infer<typeof newReviewResponseSchema>;

/** An uploaded file waiting for its review: a picture at its two sizes, or a video. */
export const mediaUploadSchema = z.discriminatedUnion('kind', [
  z.object({
    public_id: z.string(),
    kind: z.literal('picture'),
    compact: z.string(),
    huge: z.string(),
  }),
  z.object({ public_id: z.string(), kind: z.literal('video_platform'), url: z.string() }),
]);
export type MediaUpload = z.infer<typeof mediaUploadSchema>;
export const mediaUploadResponseSchema = z.object({ upload: mediaUploadSchema });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

export const mediaUploadQuerySchema = z.object({
  kind: z.enum(['picture', 'video'], { error: 'kind is picture or video' }),
});

/** What a review says and shows: the fields a new review and an edit of it share. */
const reviewContentShape = {
  rating: z.number().nullable(),
  title: z.string().max(1000).default(''),
  body: z.string().max(20_000),
  recommended: z.boolean().default(false),
  picture_ids: z.array(z.string().min(1).max(100)).max(50).default([]),
  /** A YouTube or Vidyard link or id, or an uploaded video's public_id. */
  video: z
    .union([
      z.object({ external: z.string().max(300) }).strict(),
      z.object({ upload_id: z.string().min(1).max(100) }).strict(),
    ])
    .nullable()
    .default(null),
};

type ReviewContent = z.infer<z.ZodObject<typeof reviewContentShape>>;

/** The write-review rules (reviewDraftErrors) on a review's content. */
function checkReviewContent(review: ReviewContent, context: z.RefinementCtx): void {
  const errors = reviewDraftErrors({
    rating: review.rating,
    title: review.title,
    body: review.body,
    pictureCount: review.picture_ids.length,
    videoCount: review.video ? 1 : 0,
  });
  for (const [field, message] of Object.entries(errors))
    context.addIssue({ code: 'custom', path: [field], message });
  const linkError =
    review.video && 'external' in review.video ? videoLinkError(review.video.external) : null;
  if (linkError) context.addIssue({ code: 'custom', path: ['video'], message: linkError });
}

/** `POST /reviews/reviewer/reviews`: a review of one line item, sent with a key that makes a retry harmless. */
export const reviewSubmitRequestSchema = z
  .object({
    line_item_public_id: z.string().min(1, 'line_item_public_id is required').max(100),
    ...reviewContentShape,
    idempotency_key: z.string().min(8, 'idempotency_key is at least 8 characters').max(100),
  })
  .superRefine((review, context) => checkReviewContent(review, context));
export type ReviewSubmitRequest = z.input<typeof reviewSubmitRequestSchema>;

/** The review as it was saved: published, or held for a check with the reason its author sees. */
export const reviewSubmitResponseSchema = z.object({
  review: z.object({
    public_id: z.string(),
    published: z.boolean(),
    held_reason: z.string().nullable(),
    product_path: z.string().nullable(),
  }),
  /** The review as its page shows it, for the confirmation there; null while it is not shown. */
  shown: reviewSchema.nullable(),
});
export type ReviewSubmitResponse = z.infer<typeof reviewSubmitResponseSchema>;

/** A picture or video already on a review, as its edit form lists it (kept or removed by id). */
export const reviewMediaItemSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.string(), kind: z.literal('picture'), compact: z.string(), huge: z.string() }),
  z.object({ id: z.string(), kind: z.literal('video_external'), external_id: z.string() }),
  z.object({ id: z.string(), kind: z.literal('video_platform'), url: z.string() }),
]);
export type ReviewMediaItem = z.infer<typeof reviewMediaItemSchema>;

/** `/reviews/write-review/edit?format=json&review_public_id=`: one of the reviewer's reviews, to edit. */
export const editReviewQuerySchema = z.object({
  review_public_id: z
    .string({ error: 'review_public_id is required' })
    .min(1, 'review_public_id is required')
    .max(100),
});

export const editReviewResponseSchema = z.object({
  meta_data: metaDataSchema,
  /** Null for a review of the shop itself. */
  product_data: productDataSchema.nullable(),
  shop: z.object({ name: z.string(), internal_path: z.string() }),
  review: z.object({
    public_id: z.string(),
    rating: z.number().int(),
    title: z.string(),
    body: z.string(),
    recommended: z.boolean(),
    media: z.array(reviewMediaItemSchema),
  }),
});
export type EditReviewResponse = z.infer<typeof editReviewResponseSchema>;

/**
 * `PUT /reviews/reviewer/reviews/{public_id}`: the review's new content. `kept_media_ids` are the
 * media already on it that stay; new pictures and a new video come as uploads, as in a new review.
 * The media limits count kept and new together (the server checks them against the kept media's kinds).
 */
export const reviewEditRequestSchema = z
  .object({
    ...reviewContentShape,
    kept_media_ids: z.array(z.string().min(1).max(30)).max(50).default([]),
  })
  .superRefine((review, context) => checkReviewContent(review, context));
export type ReviewEditRequest = z.input<typeof reviewEditRequestSchema>;
export type ReviewEdit = z.infer<typeof reviewEditRequestSchema>;

/** The edited review and where it is shown. */
export const reviewEditResponseSchema = z.object({
  review: z.object({
    public_id: z.string(),
    published: z.boolean(),
    held_reason: z.string().nullable(),
    product_path: z.string().nullable(),
  }),
  /** The review as its page shows it, for the confirmation there; null while it is not shown. */
  shown: reviewSchema.nullable(),
});
export type ReviewEditResponse = z.infer<typeof reviewEditResponseSchema>;
