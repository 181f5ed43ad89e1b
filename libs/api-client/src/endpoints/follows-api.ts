import type { FolloweeClass, FollowsResponse, HeartResponse } from '@vouch/contracts';
import { api, type RootState } from '../api';

/** One followee: its class and encoded id. */
export interface Followee {
  followeeClass: FolloweeClass;
  encodedId: string;
}

const HEART_ID_FIELD: Record<FolloweeClass, 'shop_enc_id' | 'product_enc_id' | 'reviewer_enc_id'> =
  {
    Shop: 'shop_enc_id',
    Product: 'product_enc_id',
    Reviewer: 'reviewer_enc_id',
  };

/** The class-to-ids parameters of spec §7, sorted so equal questions share one cached answer. */
export type FollowsArgs = Partial<Record<FolloweeClass, string>>;
export function followsArgs(followees: readonly Followee[]): FollowsArgs {
  const byClass: FollowsArgs = {};
  for (const followeeClass of ['Shop', 'Product', 'Reviewer'] as const) {
    const ids = [
      ...new Set(
        followees
          .filter((followee) => followee.followeeClass === followeeClass)
          .map((followee) => followee.encodedId),
      ),
    ].sort();
    if (ids.length > 0) byClass[followeeClass] = ids.join(',');
  }
  return byClass;
}

/**
 * Spec §7 follow and heart. The toggle is optimistic in every cached follow state that names the
 * followee (so every page shows the same), and reverts when the server answers 400 or more.
 */
export const followsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFollows: build.query<FollowsResponse, FollowsArgs>({
      query: (args) => ({ url: 'reviews/profile/follows', params: args }),
      providesTags: ['Follow'],
    }),
    heart: build.mutation<HeartResponse, Followee & { following: boolean }>({
      query: ({ followeeClass, encodedId, following }) => ({
        url: 'reviews/profile/follows/heart',
        method: 'POST',
        body: { is_hearting: following, [HEART_ID_FIELD[followeeClass]]: encodedId },
      }),
      async onQueryStarted(
        { followeeClass, encodedId, following },
        { dispatch, getState, queryFulfilled },
      ) {
        const cached = followsApi.util.selectCachedArgsForQuery(
          getState() as RootState,
          'getFollows',
        );
        const patches = cached
          .filter((args) => args[followeeClass]?.split(',').includes(encodedId))
          .map((args) =>
            dispatch(
              followsApi.util.updateQueryData('getFollows', args, (draft) => {
                draft.existing_followee_ids[followeeClass][encodedId] = following;
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          // Spec §4: "updated optimistically and reverted if the response status is 400 or more".
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useGetFollowsQuery, useHeartMutation } = followsApi;
