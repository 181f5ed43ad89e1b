import type { FeedEventsResponse } from '@vouch/contracts';
import type { FeedFilters } from '@vouch/domain';
import { api } from '@vouch/api-client';

/** Where the next feed page starts: the previous page's last event (spec §7 max_created_at). */
export interface FeedCursor {
  max_created_at: string;
  max_id: string;
}

/**
 * Spec §7 `GET /reviews/feed_events.json`, appended page by page while the server gives a cursor:
 * one entry per review (issue #29) can leave a page short of per_page with more to come.
 */
export const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeed: build.infiniteQuery<FeedEventsResponse, FeedFilters, FeedCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) =>
          last.max_created_at && last.max_id
            ? { max_created_at: last.max_created_at, max_id: last.max_id }
            : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'reviews/feed_events.json',
        params: {
          user_events: queryArg.user_events,
          store_events: queryArg.store_events,
          product_events: queryArg.product_events,
          ...pageParam,
        },
      }),
      providesTags: ['Feed'],
      // News: asked afresh on every visit.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFeedInfiniteQuery } = feedApi;
