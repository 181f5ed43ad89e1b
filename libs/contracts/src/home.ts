import { z } from 'zod';
import {
  ALL_COUNTRIES,
  CAROUSEL_KINDS,
  HOME_COLLECTION_KINDS,
  normalizeCountryCode,
} from '@vouch/domain';
import { metaDataSchema } from './page-meta';
import { reviewWithSubjectSchema } from './reviews';
import { productSearchResultSchema } from './search';

/** Spec §3 "Home metrics", counted from the data (GET /reviews.json). */
export const homeMetricsSchema = z.object({
  /** Published reviews from verified buyers. */
  total_verified_reviews: z.number().int().min(0),
  /** Shops with at least one published review. */
  shop_metric: z.number().int().min(0),
  /** Order line items shoppers were invited to review. */
  line_item_metric: z.number().int().min(0),
  /** Published reviews. */
  review_metric: z.number().int().min(0),
  /** Reviewers with at least one verified purchase reviewed. */
  verified_buyer_metric: z.number().int().min(0),
});
export type HomeMetrics = z.infer<typeof homeMetricsSchema>;

export const homeMetricsResponseSchema = z.object({
  metrics: homeMetricsSchema,
  computed_at: z.string(),
});
export type HomeMetricsResponse = z.infer<typeof homeMetricsResponseSchema>;

/** Spec §7 `how-it-works.json` (listed, not called): the info page's head and the figures it can quote. */
export const howItWorksResponseSchema = homeMetricsResponseSchema.extend({
  meta_data: metaDataSchema,
});
export type HowItWorksResponse = z.infer<typeof howItWorksResponseSchema>;

/** The shopper's country for carousels: a known code, or '*' (anywhere) for anything else. */
const carouselCountry = z
  .string()
  .optional()
  .transform((value) => normalizeCountryCode(value) ?? ALL_COUNTRIES);
const redesign = z.enum(['1', 'true']).optional();

/** Spec §7 `GET /reviews/carousels.json`: q (the kind), country, redesign. */
export const carouselsQuerySchema = z.object({
  q: z.enum(CAROUSEL_KINDS, { error: `q is one of ${CAROUSEL_KINDS.join(', ')}` }),
  country: carouselCountry,
  redesign,
});
export type CarouselsQuery = z.infer<typeof carouselsQuerySchema>;

/** Spec §7 home collections: one kind's items, a page at a time. */
export const homeCollectionsQuerySchema = z.object({
  kind: z.enum(HOME_COLLECTION_KINDS, {
    error: `kind is one of ${HOME_COLLECTION_KINDS.join(', ')}`,
  }),
  country: carouselCountry,
  redesign,
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(20, 'page goes up to 20')
    .default(1),
});
export type HomeCollectionsQuery = z.infer<typeof homeCollectionsQuerySchema>;

/** A level-2 category in a category block. */
export const categoryTileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string(),
  path: z.string(),
  image_url: z.string().nullable(),
  products_count: z.number().int().min(0),
});
export type CategoryTile = z.infer<typeof categoryTileSchema>;

/** A curated search shown as a card. */
export const collectionCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  search_path: z.string(),
  image_url: z.string().nullable(),
  /** Matches, counted up to the search's cap. */
  products_count: z.number().int().min(0),
  /** More matched than the cap: shown as "500+". */
  products_capped: z.boolean(),
});
export type CollectionCard = z.infer<typeof collectionCardSchema>;

/** Spec §3 "Category block: external_title, external_description, items"; every kind's block has that shape. */
const carouselBlock = <Item extends z.ZodType>(item: Item) =>
  z.object({
    external_title: z.string(),
    external_description: z.string(),
    /** Where "See all" leads, when there is more than the carousel holds. */
    see_all_path: z.string().nullable(),
    items: z.array(item),
  });

export const carouselsResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('product'),
    carousels: z.array(carouselBlock(productSearchResultSchema)),
  }),
  z.object({ kind: z.literal('category'), carousels: z.array(carouselBlock(categoryTileSchema)) }),
  z.object({
    kind: z.literal('collection'),
    carousels: z.array(carouselBlock(collectionCardSchema)),
  }),
  z.object({
    kind: z.literal('featured_review'),
    carousels: z.array(carouselBlock(reviewWithSubjectSchema)),
  }),
]);
export type CarouselsResponse = z.infer<typeof carouselsResponseSchema>;
export type CarouselBlock<Kind extends CarouselsResponse['kind']> = Extract<
  CarouselsResponse,
  { kind: Kind }
>['carousels'][number];

const collectionPage = <Item extends z.ZodType>(item: Item) => ({
  items: z.array(item),
  page: z.number().int().min(1),
  per_page: z.number().int().positive(),
});

/** Spec §7 home collections answer: one page of one kind's items; more exist while a page is full. */
export const homeCollectionsResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), ...collectionPage(productSearchResultSchema) }),
  z.object({ kind: z.literal('collection'), ...collectionPage(collectionCardSchema) }),
  z.object({ kind: z.literal('featured_review'), ...collectionPage(reviewWithSubjectSchema) }),
]);
export type HomeCollectionsResponse = z.infer<typeof homeCollectionsResponseSchema>;
