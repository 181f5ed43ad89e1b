import type { InstantSearchResponse } from '@vouch/contracts';
import { api } from '@vouch/api-client';

/** Spec §7 `GET /reviews/instant_search`; answers are cached per text (spec §4). */
export const instantSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInstantSearch: build.query<InstantSearchResponse, string>({
      query: (q) => ({ url: 'reviews/instant_search', params: { q } }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useLazyGetInstantSearchQuery } = instantSearchApi;
