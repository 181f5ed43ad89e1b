import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useFollowToggle, type Followee, type FollowsArgs } from '@vouch/api-client';
import { Button, Modal } from '@vouch/design-system';
import { signInPath } from '@vouch/domain';

const Heart = styled.span<{ $filled: boolean }>`
  color: ${({ theme, $filled }) => ($filled ? theme.colors.danger : 'inherit')};
`;

const Actions = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface FollowButtonProps extends Followee {
  /** What is followed, for the button's label ("Follow Harbor Outfitters"). */
  name: string;
  /** The follow-state question of the list the button is in (see useFollowToggle). */
  stateArgs?: FollowsArgs;
}

/**
 * Follow (heart) a shop, product or reviewer. Signed-in reviewers toggle at once (optimistic,
 * reverted on failure); guests are invited to sign in and come back here.
 */
export function FollowButton({ name, stateArgs, ...followee }: FollowButtonProps) {
  const state = useFollowToggle(followee, stateArgs);
  const location = useLocation();
  const [inviting, setInviting] = useState(false);
  const following = state.kind === 'reviewer' && state.following;
  return (
    <>
      <Button
        $variant="secondary"
        aria-pressed={following}
        aria-label={`${following ? 'Following' : 'Follow'} ${name}`}
        disabled={state.kind === 'loading'}
        onClick={() => (state.kind === 'reviewer' ? state.toggle() : setInviting(true))}
      >
        <Heart aria-hidden="true" $filled={following}>
          {following ? '♥' : '♡'}
        </Heart>
        {following ? 'Following' : 'Follow'}
      </Button>
      {inviting && (
        <Modal title={`Sign in to follow ${name}`} onDismiss={() => setInviting(false)}>
          <p>
            Follow shops, products and reviewers to see their new reviews, replies and pictures in
            your feed.
          </p>
          <Actions>
            <Link to={signInPath(`${location.pathname}${location.search}`)}>
              Sign in or create an account
            </Link>
            <Button $variant="link" onClick={() => setInviting(false)}>
              Not now
            </Button>
          </Actions>
        </Modal>
      )}
    </>
  );
}
