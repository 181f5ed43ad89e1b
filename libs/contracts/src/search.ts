import { z } from 'zod';
import { metaDataSchema } from './page-meta';

/** One product in the search grid: what the card shows, with the shop it belongs to. */
export const productSearchResultSchema = z.object({
  encoded_id: z.string(),
  title: z.string(),
  handle: z.string(),
  internal_path: z.string(),
  image_url: z.string().nullable(),
  retina_image_url: z.string().nullable(),
  /** In the store's currency; the client converts it to the chosen one. 0 means no price. */
  lowest_price: z.number(),
  currency: z.string(),
  average_rating: z.number(),
  reviews_count: z.number().int(),
  /** Shares from 0 to 1 (spec §3 product metrics); medals come from them. */
  transparency_score: z.number(),
  authenticity_score: z.number(),
  shop: z.object({
    encoded_id: z.string(),
    name: z.string(),
    domain: z.string(),
    internal_path: z.string(),
    country: z.string(),
  }),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** The category a search is narrowed to. */
export const searchCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string(),
  level: z.number().int(),
  is_deepest: z.boolean(),
});

/** Spec §3 "Search response" for `GET /reviews/search.json`. */
export const searchResponseSchema = z.object({
  data: z.object({
    search_results: z.array(productSearchResultSchema),
    category: searchCategorySchema.nullable(),
    current_page: z.number().int().min(1),
    /** Exact up to the cap, then the cap: totals past it are not worth counting. */
    rounded_results_total_count: z.number().int().min(0),
    per_page: z.number().int().positive(),
    search_in_shop_name: z.string().nullable(),
    /** sha1 of the normalised search without its page: equal for the same search (spec §5). */
    done_search_sha1: z.string(),
    /** The text actually searched when the typed one had typos and found nothing. */
    corrected_q: z.string().nullable(),
  }),
  meta_data: metaDataSchema,
  metrics: z.object({ results_cap: z.number().int(), capped: z.boolean() }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Spec §7 `GET /reviews/store_search.json` request: q, page, per_page, country. */
export const storeSearchQuerySchema = z.object({
  q: z.string().max(200, 'Search text is limited to 200 characters').default(''),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(500, 'page goes up to 500')
    .default(1),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int()
    .min(1)
    .max(50, 'per_page is at most 50')
    .default(20),
  country: z.string().optional(),
});
export type StoreSearchQuery = z.infer<typeof storeSearchQuerySchema>;

/** One shop in store search (spec §3 "Shop search ... shop_results (encoded_shop_id)"). */
export const storeSearchResultSchema = z.object({
  encoded_shop_id: z.string(),
  name: z.string(),
  domain: z.string(),
  country: z.string(),
  logo: z.string().nullable(),
  internal_path: z.string(),
  average_rating: z.number(),
  reviews_count: z.number().int(),
  transparency_score: z.number(),
  authenticity_score: z.number(),
});
export type StoreSearchResult = z.infer<typeof storeSearchResultSchema>;

export const storeSearchResponseSchema = z.object({
  shop_results: z.array(storeSearchResultSchema),
  results_total_count: z.number().int().min(0),
  per_page: z.number().int().positive(),
  current_page: z.number().int().min(1),
});
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;

/** One facet of a search: how many of its matches each choice of one filter keeps. */
const facetCountsSchema = <Choice extends z.ZodTypeAny>(choice: Choice) =>
  z.object({
    /** How many matches were counted: all of them, or `results_cap` of them (any, not the most reviewed) when there are more. */
    counted: z.number().int().min(0),
    capped: z.boolean(),
    choices: z.array(z.object({ value: choice, count: z.number().int().min(0) })),
  });

/**
 * `GET /reviews/search_facets.json` with a search's parameters (spec §3): the filter sidebar's
 * counts. Each facet counts the search without its own filter, so every choice shows what picking
 * it would find: ratings by minimum (1 to 4.5 stars), store countries most first.
 */
export const searchFacetsResponseSchema = z.object({
  ratings: facetCountsSchema(z.number()),
  store_countries: facetCountsSchema(z.string()),
});
export type SearchFacetsResponse = z.infer<typeof searchFacetsResponseSchema>;
