import { changeReviewListView, formatCount, type ReviewListView } from '@vouch/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Review, WidgetData } from '@vouch/contracts';
import { ReviewItem } from '../review-item/review-item';
import { Pagination, Spinner, useListTopOnPaging } from '@vouch/design-system';
import { RatingHistogram } from './rating-histogram';
import { ReviewListControls } from './review-list-controls';

const Layout = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktopMin}px) {
    grid-template-columns: 280px 1fr;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export interface ReviewListPage<Item extends Review = Review> {
  reviews: readonly Item[];
  total_count: number;
  total_pages: number;
  histogram: WidgetData['rating_histogram_data'];
}

export interface ReviewListProps<Item extends Review = Review> {
  view: ReviewListView;
  page: ReviewListPage<Item> | undefined;
  isFetching: boolean;
  isError: boolean;
  onChange(change: Partial<Omit<ReviewListView, 'page'>>): void;
  onPage(page: number): void;
  /** The address of another view (useReviewListView's addressOf): pages and controls work without script. */
  addressOf(view: ReviewListView): string;
  /** Above the controls: the review type switch, a gallery button. */
  toolbar?: ReactNode;
  /** Say what each review is about (a shop's list mixes products and the store). */
  showSubjects?: boolean;
  /** What the viewer may do with each review, under it. */
  reviewActions?(review: Item): ReactNode;
  /** Give each review its anchor (reviewAnchor): where "See your review", a reply's e-mail and the inbox's "View it" open the page. */
  anchoredReviews?: boolean;
}

/** A page of reviews (10, spec §9) with the star histogram as its star filter, the controls and the pages. */
export function ReviewList<Item extends Review = Review>({
  view,
  page,
  isFetching,
  isError,
  onChange,
  onPage,
  addressOf,
  toolbar,
  showSubjects = false,
  reviewActions,
  anchoredReviews = false,
}: ReviewListProps<Item>) {
  const listTop = useListTopOnPaging<HTMLElement>(view.page);
  if (!page)
    return isError ? (
      <p role="alert">Reviews are unavailable right now. Please try again in a moment.</p>
    ) : (
      <Spinner />
    );
  return (
    <Layout ref={listTop} aria-labelledby="reviews-heading">
      <div>
        <h2 id="reviews-heading">Reviews</h2>
        <RatingHistogram
          histogram={page.histogram}
          activeRating={view.rating}
          onChoose={(rating) => onChange({ rating })}
          hrefFor={(rating) => addressOf(changeReviewListView(view, { rating }))}
        />
      </div>
      <div aria-busy={isFetching}>
        {toolbar && <Toolbar>{toolbar}</Toolbar>}
        <ReviewListControls view={view} onChange={onChange} addressOf={addressOf} />
        <p role="status">
          {formatCount(page.total_count)} {page.total_count === 1 ? 'review' : 'reviews'}
          {view.rating && ` with ${view.rating} stars`}
          {view.search.trim() && ` mentioning "${view.search.trim()}"`}
        </p>
        {page.reviews.map((review) => (
          <ReviewItem
            key={review.uuid}
            review={review}
            showSubject={showSubjects}
            actions={reviewActions?.(review)}
            anchored={anchoredReviews}
          />
        ))}
        <Pagination
          current={view.page}
          total={page.total_pages}
          hrefFor={(number) => addressOf({ ...view, page: number })}
          onNavigate={onPage}
          label="Review pages"
        />
      </div>
    </Layout>
  );
}
