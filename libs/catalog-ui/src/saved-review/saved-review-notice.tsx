import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { Review } from '@vouch/contracts';
import { reviewAnchor } from '@vouch/domain';
import { ReviewItem } from '../review-item/review-item';

/** What the review form hands the page it opens after a save (the history entry's state). */
export interface SavedReviewState {
  savedReview: { change: 'published' | 'updated'; review: Review };
}

/** Where a saved review is shown and the state that opens its page at it (issue #29, item 7). */
export function savedReviewNavigation(
  path: string,
  change: SavedReviewState['savedReview']['change'],
  review: Review,
) {
  return {
    to: `${path}#${reviewAnchor(review.public_id)}`,
    state: { savedReview: { change, review } } satisfies SavedReviewState,
  };
}

const Notice = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  article:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const HEADINGS = {
  published: 'Thank you: your review is published',
  updated: 'Your review is updated',
} as const;

/**
 * After a review is published or edited its page opens here: a live region says so (screen
 * readers announce it), the review is shown as shoppers see it, and focus moves to it.
 */
export function SavedReviewNotice() {
  const location = useLocation();
  const saved = (location.state as Partial<SavedReviewState> | null)?.savedReview;
  // Filled after the first paint, so the live region exists before its words arrive and is announced.
  const [announced, setAnnounced] = useState('');
  const review = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!saved) return;
    review.current?.focus();
    review.current?.scrollIntoView({ block: 'start' });
    const announce = setTimeout(() => setAnnounced(HEADINGS[saved.change]), 100);
    return () => clearTimeout(announce);
  }, [saved]);
  return (
    <>
      <div role="status" className="visually-hidden">
        {announced}
      </div>
      {saved && (
        <Notice aria-labelledby="saved-review-heading">
          <h2 id="saved-review-heading">{HEADINGS[saved.change]}</h2>
          <ReviewItem ref={review} review={saved.review} anchored />
        </Notice>
      )}
    </>
  );
}
