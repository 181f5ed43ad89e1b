import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Review } from '@vouch/contracts';
import { errorMessageOf } from '@vouch/api-client';
import { useWithdrawReplyMutation } from '../api/shop-replies-api';
import { Button } from '@vouch/design-system';
import { ShopReplyForm } from './shop-reply-form';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

type Mode = 'idle' | 'writing' | 'confirmingDelete';

/**
 * A shop member's tools under one of the shop's reviews: reply, edit the reply, or take it back.
 * With `onReplied`, a posted reply is told to the page, which says so and takes the focus (in
 * the inbox the review leaves the list, and these tools with it).
 */
export function ShopReplyControls({
  review,
  shopName,
  onReplied,
}: {
  review: Review;
  shopName: string;
  onReplied?(): void;
}) {
  const [mode, setMode] = useState<Mode>('idle');
  const [withdraw, { isLoading: withdrawing, error: withdrawError, reset: forgetWithdrawError }] =
    useWithdrawReplyMutation();
  const opener = useRef<HTMLButtonElement>(null);
  const reviewerName = review.reviewer.name;

  // Back to the buttons: focus returns to the one that opened the form or question.
  const backToIdle = () => {
    setMode('idle');
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (mode === 'writing') {
    return (
      <ShopReplyForm
        publicId={review.public_id}
        shopName={shopName}
        reviewerName={reviewerName}
        initialBody={review.reply?.body ?? ''}
        onDone={backToIdle}
        onPosted={
          onReplied &&
          (() => {
            setMode('idle');
            onReplied();
          })
        }
      />
    );
  }
  if (mode === 'confirmingDelete') {
    return (
      <Row role="group" aria-label={`Delete the reply to ${reviewerName}?`}>
        <span>Delete the reply? Shoppers will no longer see it.</span>
        <Button
          disabled={withdrawing}
          onClick={() =>
            withdraw({ publicId: review.public_id })
              .unwrap()
              .then(backToIdle, () => undefined)
          }
        >
          {withdrawing ? 'Deleting…' : 'Delete reply'}
        </Button>
        <Button $variant="secondary" disabled={withdrawing} onClick={backToIdle} autoFocus>
          Keep it
        </Button>
        {withdrawError && <Failure role="alert">{errorMessageOf(withdrawError)}</Failure>}
      </Row>
    );
  }
  if (!review.reply) {
    return (
      <Row>
        <Button ref={opener} $variant="link" onClick={() => setMode('writing')}>
          Reply to {reviewerName}
        </Button>
      </Row>
    );
  }
  return (
    <Row>
      <Button
        ref={opener}
        $variant="link"
        onClick={() => setMode('writing')}
        aria-label={`Edit the reply to ${reviewerName}`}
      >
        Edit reply
      </Button>
      <Button
        $variant="link"
        onClick={() => {
          forgetWithdrawError();
          setMode('confirmingDelete');
        }}
        aria-label={`Delete the reply to ${reviewerName}`}
      >
        Delete reply
      </Button>
    </Row>
  );
}
