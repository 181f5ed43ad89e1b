import { useState } from 'react';
import styled from 'styled-components';
import type { ProductData, ShopData } from '@vouch/contracts';
import { productReviewsArgs, useGetProductReviewsQuery } from '@vouch/api-client';
import { DEFAULT_REVIEW_SORT, type ReviewSort } from '@vouch/domain';
import { Pagination, SelectField, Spinner } from '@vouch/design-system';
import { RatingHistogram } from './rating-histogram';
import { ReviewItem } from './review-item';

const Layout = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.desktopMin}px) { grid-template-columns: 280px 1fr; }
`;

const SORT_LABELS: Record<ReviewSort, string> = {
  pictures_first: 'With pictures first',
  most_recent: 'Most recent',
  highest_rating: 'Highest rating',
  lowest_rating: 'Lowest rating',
};

/** The product's reviews, 10 a page (spec §9), with the star filter and the sort. */
export function ProductReviews({ product, shop }: { product: ProductData; shop: ShopData }) {
  const [filter, setFilter] = useState<{ page: number; rating: number | null; sort: ReviewSort }>({ page: 1, rating: null, sort: DEFAULT_REVIEW_SORT });
  const { data, isFetching, isError } = useGetProductReviewsQuery(productReviewsArgs(product, shop, { page: filter.page, sort_by: filter.sort, filter_rating: filter.rating }));
  if (!data) return isError ? <p>Reviews are unavailable right now. Please try again in a moment.</p> : <Spinner />;
  return (
    <Layout aria-labelledby="reviews-heading">
      <div>
        <h2 id="reviews-heading">Reviews</h2>
        <RatingHistogram histogram={data.widget.rating_histogram_data} activeRating={filter.rating} onChoose={(rating) => setFilter((current) => ({ ...current, rating, page: 1 }))} />
      </div>
      <div aria-busy={isFetching}>
        <SelectField label="Sort reviews" value={filter.sort} onChange={(event) => setFilter((current) => ({ ...current, sort: event.target.value as ReviewSort, page: 1 }))}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <p role="status">
          {data.total_count.toLocaleString('en-US')} {data.total_count === 1 ? 'review' : 'reviews'}
          {filter.rating && ` with ${filter.rating} stars`}
        </p>
        {data.reviews.map((review) => (
          <ReviewItem key={review.uuid} review={review} />
        ))}
        <Pagination
          current={filter.page}
          total={data.total_pages}
          hrefFor={(page) => `#reviews-page-${page}`}
          onNavigate={(page) => setFilter((current) => ({ ...current, page }))}
          label="Review pages"
        />
      </div>
    </Layout>
  );
}
