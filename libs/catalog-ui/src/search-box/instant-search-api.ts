import type { InstantSearchResponse } from '@vouch/contracts';
import { api } from '@vouch/api-client';

/**
 * Spec §7 `GET /reviews/instant_search`; answers are cached per text (spec §4). The shell and
 * home-feed each bundle catalog-ui, so this runs once per bundle: the same definition again
 * replaces the first, where keeping it would log an error in development builds.
 */
export const instantSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstantSearch: build.query<InstantSearchResponse, string>({
      query: (q) => ({ url: 'reviews/instant_search', params: { q } }),
      keepUnusedDataFor: 300,
    }),
  }),
  overrideExisting: true,
});

export const { useLazyGetInstantSearchQuery } = instantSearchApi;
