import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMe } from '../endpoints/session-api';
import {
  followsArgs,
  useGetFollowsQuery,
  useHeartMutation,
  type Followee,
  type FollowsArgs,
} from '../endpoints/follows-api';

export type FollowToggle =
  | { kind: 'guest' }
  | { kind: 'loading' }
  | { kind: 'reviewer'; following: boolean; toggle(): void };

/**
 * The follow (heart) state of one shop, product or reviewer for the viewer. Spec §5: "Follow
 * requests are skipped for guests" — they get `guest` and the page invites them to sign in.
 * A list passes `stateArgs` naming all its items, so one request answers every button in it.
 */
export function useFollowToggle(
  followee: Followee,
  stateArgs: FollowsArgs = followsArgs([followee]),
): FollowToggle {
  const { data: me, isLoading: meLoading } = useMe();
  const signedIn = Boolean(me?.reviewer);
  const { data } = useGetFollowsQuery(signedIn ? stateArgs : skipToken);
  const [heart] = useHeartMutation();
  if (meLoading) return { kind: 'loading' };
  if (!signedIn) return { kind: 'guest' };
  const following = data?.existing_followee_ids[followee.followeeClass][followee.encodedId];
  if (following === undefined) return { kind: 'loading' };
  return {
    kind: 'reviewer',
    following,
    toggle: () => void heart({ ...followee, following: !following }),
  };
}
