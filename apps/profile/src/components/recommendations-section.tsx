import { useState } from 'react';
import type { ReviewWithSubject } from '@vouch/contracts';
import { ReviewItem } from '@vouch/catalog-ui';
import { Pagination, Spinner } from '@vouch/design-system';
import { useGetRecommendationsQuery } from '../api/profile-api';

export interface RecommendationsSectionProps {
  slug: string;
  /** The first page, as the profile answer carries it (spec §3 recommendations_data). */
  first: readonly ReviewWithSubject[];
  total: number;
  /** Spec §9: 5 per page on the public profile, 20 on the private one. */
  perPage: number;
}

/** What the reviewer recommends (4 and 5 star reviews they marked so), page by page. */
export function RecommendationsSection({
  slug,
  first,
  total,
  perPage,
}: RecommendationsSectionProps) {
  const [page, setPage] = useState(1);
  const later = useGetRecommendationsQuery({ slug, page, perPage }, { skip: page === 1 });
  const items = page === 1 ? first : later.data?.items;
  return (
    <section aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading">Recommendations ({total})</h2>
      {total === 0 && <p>No recommendations yet.</p>}
      {items ? (
        items.map((review) => <ReviewItem key={review.uuid} review={review} showSubject />)
      ) : later.isError ? (
        <p role="alert">Recommendations are unavailable right now. Please try again in a moment.</p>
      ) : (
        <Spinner />
      )}
      <Pagination
        current={page}
        total={Math.ceil(total / perPage)}
        hrefFor={(number) => `#recommendations-page-${number}`}
        onNavigate={setPage}
        label="Recommendation pages"
      />
    </section>
  );
}
