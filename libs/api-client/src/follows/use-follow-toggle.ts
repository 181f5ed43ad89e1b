import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMe } from '../endpoints/session-api';
import { followsArgs, useGetFollowsQuery, useHeartMutation, type Followee } from '../endpoints/follows-api';

export type FollowToggle =
  | { kind: 'guest' }
  | { kind: 'loading' }
  | { kind: 'reviewer'; following: boolean; toggle(): void };

/**
 * The follow (heart) state of one shop, product or reviewer for the viewer. Spec §5: "Follow
 * requests are skipped for guests" — they get `guest` and the page invites them to sign in.
 */
export function useFollowToggle(followee: Followee): FollowToggle {
  const { data: me, isLoading: meLoading } = useMe();
  const signedIn = Boolean(me?.reviewer);
  const { data } = useGetFollowsQuery(signedIn ? followsArgs([followee]) : skipToken);
  const [heart] = useHeartMutation();
  if (meLoading) return { kind: 'loading' };
  if (!signedIn) return { kind: 'guest' };
  const following = data?.existing_followee_ids[followee.followeeClass][followee.encodedId];
  if (following === undefined) return { kind: 'loading' };
  return { kind: 'reviewer', following, toggle: () => void heart({ ...followee, following: !following }) };
}
