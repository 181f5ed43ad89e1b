import type {
  CategoriesIndexResponse,
  SearchFacetsResponse,
  SearchResponse,
  StoreSearchResponse,
} from '@vouch/contracts';
import { api } from '@vouch/api-client';

/** Spec §9: "Search result cache auto-flush default 60 s." */
export const SEARCH_CACHE_SECONDS = 60;

/**
 * Spec §7 `GET /reviews/search.json` and `GET /reviews/store_search.json`. Product searches are
 * keyed by their serialised, normalised params (spec §4 "Search results cache is keyed by the
 * serialised parameters"), so going back to a search answers from the cache.
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductSearch: build.query<SearchResponse, string>({
      query: (queryString) => `reviews/search.json?${queryString}`,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
      providesTags: [{ type: 'Search', id: 'PRODUCTS' }],
    }),
    /** The filter sidebar's rating and store country counts for a search (its query string). */
    getSearchFacets: build.query<SearchFacetsResponse, string>({
      query: (queryString) => `reviews/search_facets.json?${queryString}`,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
    /** Spec §7 `GET /reviews/categories.json` with a search's parameters: its matches by category. */
    getSearchCategories: build.query<CategoriesIndexResponse, string>({
      query: (queryString) => `reviews/categories.json?${queryString}`,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
    getStoreSearch: build.query<StoreSearchResponse, { q: string; page: number; country?: string }>(
      {
        query: ({ q, page, country }) => ({
          url: 'reviews/store_search.json',
          params: { q, page, ...(country && country !== '*' ? { country } : {}) },
        }),
        keepUnusedDataFor: SEARCH_CACHE_SECONDS,
        providesTags: [{ type: 'Search', id: 'STORES' }],
      },
    ),
  }),
});

export const {
  useGetProductSearchQuery,
  useGetSearchCategoriesQuery,
  useGetSearchFacetsQuery,
  useGetStoreSearchQuery,
} = searchApi;
