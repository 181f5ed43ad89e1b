import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useDateFormat } from '@vouch/api-client';
import type { ReviewWithSubject } from '@vouch/contracts';
import { StarRating } from '@vouch/design-system';
import { reviewOnItsPagePath } from '@vouch/domain';
import { ShopReplyControls } from '../../../features/shop-replies/components/shop-reply-controls';
import { InboxItem, InboxSection, Muted } from './inbox-section';

/** Kept empty until a reply is posted, so the region exists before its words and they are announced. */
const Confirmation = styled.p`
  margin: 0;
  &:not(:empty) {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

/**
 * Reviews without the shop's reply, each answered in place. A posted reply leaves the list (the
 * inbox is asked again), so the section says it was published and links to it on its page (issue #58).
 */
export function InboxReviews({
  reviews,
}: {
  reviews: { items: ReviewWithSubject[]; total: number };
}) {
  const { date } = useDateFormat();
  const [replied, setReplied] = useState<ReviewWithSubject | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  // The reply's tools go with its review: the focus goes to the link instead of the page's top.
  useEffect(() => link.current?.focus(), [replied]);
  const notice = (
    <Confirmation role="status">
      {replied && (
        <>
          Your reply to {replied.reviewer.name} is published.{' '}
          <Link
            ref={link}
            to={reviewOnItsPagePath(
              replied.product?.internal_path ?? replied.shop.internal_path,
              replied.public_id,
            )}
          >
            View it on {replied.product?.title ?? replied.shop.name}
          </Link>
        </>
      )}
    </Confirmation>
  );
  return (
    <InboxSection
      id="inbox-reviews"
      title="Reviews awaiting a reply"
      total={reviews.total}
      shown={reviews.items.length}
      empty="Every review has your reply."
      notice={notice}
    >
      {reviews.items.map((review) => (
        <InboxItem key={review.public_id}>
          <StarRating rating={review.rating} />
          <p>
            <strong>{review.title}</strong>
          </p>
          <p>{review.body}</p>
          <Muted>
            {review.reviewer.name}, {date(review.created_at)}
            {review.product ? ` — ${review.product.title}` : ` — ${review.shop.name}`}
          </Muted>
          <ShopReplyControls
            review={review}
            shopName={review.shop.name}
            onReplied={() => setReplied(review)}
          />
        </InboxItem>
      ))}
    </InboxSection>
  );
}
