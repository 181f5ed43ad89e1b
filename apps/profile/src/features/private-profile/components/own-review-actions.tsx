import { useState } from 'react';
import styled from 'styled-components';
import type { OwnReview } from '@vouch/contracts';
import { errorMessageOf, useDateFormat } from '@vouch/api-client';
import { Button, Modal } from '@vouch/design-system';
import { useChangeReviewMutation, type ReviewChange } from '../../../api/profile-api';
import { RemovalAppeal } from './removal-appeal';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const State = styled.p<{ $tone: 'ok' | 'muted' | 'warn' }>`
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $tone }) => ($tone === 'ok' ? theme.colors.brandStrong : $tone === 'warn' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Failure = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.danger};
`;

function stateOf(
  review: OwnReview,
  moment: (value: string) => string,
): { text: string; tone: 'ok' | 'muted' | 'warn' } {
  if (review.deleted)
    return {
      text: `Deleted · you can restore it until ${moment(review.restorable_until!)}`,
      tone: 'warn',
    };
  if (review.removal)
    return {
      text: `${review.removal.line}. An arbitrator removed it after a report: only you can see it.`,
      tone: 'warn',
    };
  if (review.held_reason) return { text: `Held for a check: ${review.held_reason}`, tone: 'warn' };
  return review.published
    ? { text: 'Published', tone: 'ok' }
    : { text: 'Unpublished: only you can see it', tone: 'muted' };
}

const DONE: Record<ReviewChange, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
  restore: 'restored',
};

/**
 * What the author can do with one review (spec §4): publish or unpublish, delete after a
 * confirmation, restore; appeal it once an arbitrator removed it. The change shows in place once the server confirms it; a failure says why.
 */
export function OwnReviewActions({ review }: { review: OwnReview }) {
  const { moment } = useDateFormat();
  const [changeReview, { isLoading }] = useChangeReviewMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const state = stateOf(review, moment);
  const subject = review.product?.title ?? review.shop.name;

  async function apply(change: ReviewChange) {
    setFailure(null);
    setConfirmingDelete(false);
    try {
      await changeReview({ publicId: review.public_id, change }).unwrap();
      setAnnouncement(`Review ${DONE[change]}.`);
    } catch (error) {
      setFailure(`Could not ${change} this review: ${errorMessageOf(error)}`);
    }
  }

  return (
    <Bar aria-label={`Manage your review of ${subject}`} role="group">
      <State $tone={state.tone}>{state.text}</State>
      {review.deleted ? (
        <Button $variant="secondary" disabled={isLoading} onClick={() => apply('restore')}>
          Restore
        </Button>
      ) : (
        <>
          {review.removal ? (
            <RemovalAppeal publicId={review.public_id} removal={review.removal} />
          ) : (
            <Button
              $variant="secondary"
              disabled={isLoading}
              onClick={() => apply(review.published ? 'unpublish' : 'publish')}
            >
              {review.published ? 'Unpublish' : 'Publish'}
            </Button>
          )}
          <Button $variant="link" disabled={isLoading} onClick={() => setConfirmingDelete(true)}>
            Delete
          </Button>
        </>
      )}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      {failure && <Failure role="alert">{failure}</Failure>}
      {confirmingDelete && (
        <Modal title="Delete this review?" onDismiss={() => setConfirmingDelete(false)}>
          <p>
            Your review of {subject} disappears from every page. You can restore it from your
            profile for 30 days.
          </p>
          <Bar>
            <Button onClick={() => apply('delete')}>Delete review</Button>
            <Button $variant="secondary" onClick={() => setConfirmingDelete(false)}>
              Keep it
            </Button>
          </Bar>
        </Modal>
      )}
    </Bar>
  );
}
