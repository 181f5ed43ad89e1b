import type { AccountMenuCountsResponse } from '@vouch/contracts';
import { api } from '@vouch/api-client';

/** What waits for the signed-in user, asked each time their menu opens (answering elsewhere changes it). */
export const accountMenuApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountMenuCounts: build.query<AccountMenuCountsResponse, void>({
      query: () => ({ url: 'reviews/profile/menu_counts' }),
    }),
  }),
});

export const { useGetAccountMenuCountsQuery } = accountMenuApi;
