import { useState } from 'react';
import styled from 'styled-components';
import type { Review } from '@vouch/contracts';
import { Modal, StarRating } from '@vouch/design-system';
import { MediaViewer } from './media-viewer';
import { reviewMediaItems } from './review-media-items';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktopMin}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const TheReview = styled.aside`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  h3,
  p {
    margin: 0;
  }
`;

export interface ReviewMediaModalProps {
  review: Review;
  /** The picture or video chosen, from 0: pictures first, then videos. */
  start: number;
  onClose(): void;
}

/** A review's pictures and videos, large, from the one chosen, with the review's stars and words beside them. */
export function ReviewMediaModal({ review, start, onClose }: ReviewMediaModalProps) {
  const items = reviewMediaItems(review);
  const [shown, setShown] = useState(Math.min(Math.max(start, 0), items.length - 1));
  const item = items[shown];
  if (!item) return null;
  const step = (direction: 1 | -1) =>
    setShown((current) => (current + direction + items.length) % items.length);
  return (
    <Modal
      title={`Pictures and videos from ${review.reviewer.name}`}
      onDismiss={onClose}
      placement="wide"
    >
      <Layout>
        <MediaViewer item={item} index={shown} total={items.length} onStep={step} />
        <TheReview aria-label={`Review by ${review.reviewer.name}`}>
          <StarRating rating={review.rating} />
          {review.title && <h3>{review.title}</h3>}
          <p>{review.body}</p>
        </TheReview>
      </Layout>
    </Modal>
  );
}
