import { lazy, Suspense, useState, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Review, ReviewWithSubject } from '@vouch/contracts';
import { useDateFormat, useMe } from '@vouch/api-client';
import { howVerified, imageReferrerPolicy, pagePath, reviewAnchor } from '@vouch/domain';
import { PlainList, RetryingImage, StarRating } from '@vouch/design-system';
import { MediaThumb } from '../review-media/media-thumb';
import { mediaPosition, reviewMediaItems } from '../review-media/review-media-items';
import { ReviewerAvatar } from '../reviewer-avatar/reviewer-avatar';

// A review off screen is neither laid out nor painted until it nears the viewport: a page of ten
// reviews with pictures made the page's first frame its longest task (issue #58, traces).
const Item = styled.article`
  content-visibility: auto;
  contain-intrinsic-size: auto 220px;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// The large viewer (and its video players) downloads when a shopper first opens a review's media.
const ReviewMediaModal = lazy(() =>
  import('../review-media/review-media-modal').then((module) => ({
    default: module.ReviewMediaModal,
  })),
);

const Media = styled(PlainList).attrs({ $inline: true })`
  li {
    width: 72px;
  }
`;

const Verification = styled.p<{ $verified: boolean }>`
  color: ${({ theme, $verified }) => ($verified ? theme.colors.brandStrong : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Subject = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Reply = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.brandSoft};
`;

const REVIEW_AVATAR_SIZE = 36;

/** One review: who wrote it (verified buyers get a badge), when, stars, words, pictures, and the shop's reply. */
export interface ReviewItemProps {
  /** A review listed away from its shop (a reviewer's profile) carries the shop too, and names it. */
  review: Review | ReviewWithSubject;
  /** Name what was reviewed (lists of a shop's reviews): the product, or the store itself. */
  showSubject?: boolean;
  /** Under the review and its reply: what the viewer may do with it (a shop member's reply form). */
  actions?: ReactNode;
  /** The review's own anchor (reviewAnchor) and a focus target: where "See your review" and a saved edit open the page. */
  anchored?: boolean;
  ref?: Ref<HTMLElement>;
}

export function ReviewItem({
  review,
  showSubject = false,
  actions,
  anchored = false,
  ref,
}: ReviewItemProps) {
  const { date, locale, texts } = useDateFormat();
  const { reviewer } = review;
  // The thumbnails are the viewer's items, so both count and order the same pictures and videos.
  const media = reviewMediaItems(review);
  // The picture or video being viewed large, by its place in `media`, or null.
  const [viewing, setViewing] = useState<number | null>(null);
  // Its author may edit it wherever it is listed (issue #29, item 1).
  const { data: me } = useMe();
  const own =
    me?.reviewer != null &&
    reviewer.profile_path === pagePath('publicProfile', { slug: me.reviewer.slug });
  return (
    <Item
      ref={ref}
      aria-label={`Review by ${reviewer.name}`}
      {...(anchored ? { id: reviewAnchor(review.public_id), tabIndex: -1 } : {})}
    >
      <Byline>
        {/* Lazy: a page of reviews would otherwise ask for every avatar before the page's own picture. */}
        <ReviewerAvatar reviewer={reviewer} size={REVIEW_AVATAR_SIZE} loading="lazy" />
        <span>
          {/* Issue #29: a reviewer's name leads to their public profile. */}
          <strong>
            {reviewer.profile_path ? (
              <Link to={reviewer.profile_path}>{reviewer.name}</Link>
            ) : (
              reviewer.name
            )}
          </strong>
          {reviewer.verified_buyer && ' · Verified buyer'} ·{' '}
          <time dateTime={review.created_at}>{date(review.created_at)}</time>
          {review.edited_at && (
            <>
              {' '}
              · Updated <time dateTime={review.edited_at}>{date(review.edited_at)}</time>
            </>
          )}
        </span>
      </Byline>
      <StarRating rating={review.rating} />
      <Verification $verified={review.verification.verified}>
        {howVerified({ ...review.verification, source: review.source }, locale, texts)}
      </Verification>
      {showSubject && (
        <Subject>
          {review.product ? (
            <>
              Review of <Link to={review.product.internal_path}>{review.product.title}</Link>
            </>
          ) : (
            'Review of the store'
          )}
          {'shop' in review && (
            <>
              {' '}
              at <Link to={review.shop.internal_path}>{review.shop.name}</Link>
            </>
          )}
        </Subject>
      )}
      {review.title && <h3>{review.title}</h3>}
      <p>{review.body}</p>
      {media.length > 0 && (
        <Media aria-label={`Pictures and videos from ${reviewer.name}`}>
          {media.map((item, index) => (
            <li key={item.id}>
              <MediaThumb
                onClick={() => setViewing(index)}
                aria-label={`${mediaPosition(item, index, media.length)} from ${reviewer.name}`}
              >
                {item.thumbnail ? (
                  <RetryingImage
                    src={item.thumbnail}
                    referrerPolicy={imageReferrerPolicy(item.thumbnail)}
                    alt=""
                    loading="lazy"
                    width={72}
                    height={72}
                  />
                ) : (
                  <span aria-hidden="true">▶</span>
                )}
              </MediaThumb>
            </li>
          ))}
        </Media>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <ReviewMediaModal review={review} start={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
      {review.reply && (
        <Reply>
          <strong>Reply from the shop</strong>
          <p>{review.reply.body}</p>
        </Reply>
      )}
      {own && (
        <p>
          <Link
            to={pagePath(
              'writeReviewEdit',
              {},
              { query: new URLSearchParams({ review_public_id: review.public_id }).toString() },
            )}
            aria-label={`Edit your review${review.title ? ` "${review.title}"` : ''}`}
          >
            Edit your review
          </Link>
        </p>
      )}
      {actions}
    </Item>
  );
}
