import type { ReviewListPage } from '@vouch/catalog-ui';
import type { PublicProfileResponse, Review } from '@vouch/contracts';

/** A profile answer's page of reviews as the shared review list shows it: the reviews, the paging and the star histogram. */
export function reviewListPageOf<Item extends Review>(
  page: Omit<PublicProfileResponse['reviews'], 'reviews'> & { reviews: Item[] },
): ReviewListPage<Item> {
  return {
    reviews: page.reviews,
    total_count: page.total_count,
    total_pages: page.total_pages,
    histogram: page.ratings.rating_histogram_data,
  };
}
