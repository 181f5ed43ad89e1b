import type { FollowingResponse, PeopleQuery, PeopleResponse } from '@vouch/contracts';
import { hasMorePages } from '@vouch/domain';
import { api } from '@vouch/api-client';

/** Spec §7 `GET /reviews/people.json` (appended while pages come back full) and `GET /reviews/following.json`. */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPeople: build.infiniteQuery<PeopleResponse, Omit<PeopleQuery, 'page'>, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          hasMorePages(last.reviewers.length, last.per_page) ? last.page + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'reviews/people.json',
        params: { ...queryArg, page: pageParam },
      }),
      keepUnusedDataFor: 60,
    }),
    getFollowing: build.query<FollowingResponse, void>({
      query: () => 'reviews/following.json',
      // Unfollowed items stay on the page (to follow again); a later visit asks afresh.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetPeopleInfiniteQuery, useGetFollowingQuery } = peopleApi;
