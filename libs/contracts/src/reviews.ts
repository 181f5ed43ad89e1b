import { z } from 'zod';
import { pagingShape } from './paging';
import {
  DEFAULT_REVIEW_SORT,
  PRODUCT_REVIEW_TYPES,
  REVIEW_SORTS,
  REVIEW_SOURCES,
  SHOP_REVIEW_TYPES,
  WIDGET_PAGE_SIZE,
} from '@vouch/domain';
import { queryFlag as flag } from './query-flag';
import { avatarImageUrlSchema } from './session';

/** What every review widget call takes (spec §7): the shop names itself, then paging, filters and sort. */
const reviewListQueryShape = {
  // Bounded: they key the server's per-product cache, whose size must not follow its callers.
  platform: z.string().min(1, 'platform is required').max(32, 'platform is at most 32 characters'),
  shop_domain: z
    .string()
    .min(1, 'shop_domain is required')
    .max(253, 'shop_domain is a domain name, at most 253 characters'),
  api_token: z
    .string()
    .min(1, 'api_token is required')
    .max(100, 'api_token is at most 100 characters'),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int()
    .min(1)
    .max(50, 'per_page is at most 50')
    .default(WIDGET_PAGE_SIZE),
  filter_rating: z.coerce
    .number({ error: 'filter_rating must be a number of stars' })
    .int()
    .min(1, 'filter_rating is 1 to 5 stars')
    .max(5, 'filter_rating is 1 to 5 stars')
    .optional(),
  sort_by: z
    .enum(REVIEW_SORTS, { error: `sort_by is one of ${REVIEW_SORTS.join(', ')}` })
    .default(DEFAULT_REVIEW_SORT),
  sort_dir: z.enum(['asc', 'desc']).optional(),
  search: z.string().max(200, 'search is limited to 200 characters').optional(),
  review_source: z
    .enum(REVIEW_SOURCES, { error: `review_source is one of ${REVIEW_SOURCES.join(', ')}` })
    .default('all_sources'),
  verified_only: flag.default(false),
  add_header_counts: flag.optional(),
  product_metrics: flag.optional(),
  json_request: flag.optional(),
};

/** Spec §7 `GET /api/v1/widgets/product_review` request (the product is its shop's `external_id`). */
export const productReviewQuerySchema = z.object({
  ...reviewListQueryShape,
  external_id: z
    .string()
    .min(1, 'external_id is required')
    .max(255, 'external_id is at most 255 characters'),
  review_type: z
    .enum(PRODUCT_REVIEW_TYPES, {
      error: `review_type is one of ${PRODUCT_REVIEW_TYPES.join(', ')}`,
    })
    .default('product-reviews'),
});
export type ProductReviewQuery = z.infer<typeof productReviewQuerySchema>;

/** Spec §7 `GET /api/v1/widgets/all_reviews_page`: the product widget's parameters without external_id; a shop's review types. */
export const allReviewsPageQuerySchema = z.object({
  ...reviewListQueryShape,
  review_type: z
    .enum(SHOP_REVIEW_TYPES, { error: `review_type is one of ${SHOP_REVIEW_TYPES.join(', ')}` })
    .default('all-reviews'),
});
export type AllReviewsPageQuery = z.infer<typeof allReviewsPageQuerySchema>;

/** The paging, filters and sort every review list shares. */
export type ReviewFilters = Pick<
  ProductReviewQuery,
  | 'page'
  | 'per_page'
  | 'filter_rating'
  | 'sort_by'
  | 'sort_dir'
  | 'search'
  | 'review_source'
  | 'verified_only'
>;

/** Spec §3 "Avatar inputs". */
export const reviewerAvatarSchema = z.object({
  name: z.string(),
  avatar_image_url: avatarImageUrlSchema.nullable(),
  reviewer_initial: z.string(),
  gravatar_hash: z.string().nullable(),
  verified_buyer: z.boolean(),
  profile_path: z.string().nullable(),
});

/** Spec §3 "Review" as widgets list it. */
export const reviewSchema = z.object({
  uuid: z.string(),
  public_id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** When its author last edited it ("Updated {date}"); null when never. */
  edited_at: z.string().nullable(),
  source: z.enum(REVIEW_SOURCES).exclude(['all_sources']),
  reviewer: reviewerAvatarSchema,
  pictures_urls: z.array(z.object({ compact: z.string(), huge: z.string() })),
  video_external_ids: z.array(z.string()),
  media_platform_hosted_video_infos: z.array(z.object({ media_platform_url: z.string() })),
  reply: z.object({ body: z.string(), replied_at: z.string() }).nullable(),
  /** Null for a review of the shop itself. */
  product: z.object({ title: z.string(), internal_path: z.string() }).nullable(),
  /** The facts its "how verified" line is made of (howVerified in the domain). */
  verification: z.object({
    verified: z.boolean(),
    shop_name: z.string(),
    ordered_at: z.string().nullable(),
  }),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review shown away from its product (home, feed): with its shop and the product's picture. */
export const reviewWithSubjectSchema = reviewSchema.extend({
  shop: z.object({ name: z.string(), internal_path: z.string() }),
  product_image_url: z.string().nullable(),
});
export type ReviewWithSubject = z.infer<typeof reviewWithSubjectSchema>;

/** Spec §3 "Widget data". */
export const widgetDataSchema = z.object({
  average_rating: z.number(),
  number_of_reviews: z.number().int(),
  number_of_questions: z.number().int(),
  /** Published reviews per star, "1" to "5". */
  rating_histogram_data: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
  product_metrics: z.object({ transparency_score: z.number(), authenticity_score: z.number() }),
  currency: z.string(),
  raw_lowest_price: z.number(),
  raw_highest_price: z.number(),
});
export type WidgetData = z.infer<typeof widgetDataSchema>;

export const productReviewResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  ...pagingShape,
  widget: widgetDataSchema,
});
export type ProductReviewResponse = z.infer<typeof productReviewResponseSchema>;

/** Spec §7 `GET /api/v1/widgets/all_reviews_page`: a page of a shop's reviews of one type, and their stars. */
export const allReviewsPageResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  ...pagingShape,
  ratings: widgetDataSchema.pick({
    average_rating: true,
    number_of_reviews: true,
    rating_histogram_data: true,
  }),
});
export type AllReviewsPageResponse = z.infer<typeof allReviewsPageResponseSchema>;
