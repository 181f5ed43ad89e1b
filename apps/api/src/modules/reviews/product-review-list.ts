import type { ReviewFilters } from '@vouch/contracts';
import type { ReviewSort } from '@vouch/domain';
import { ratingSummaryOf, type RatingSummary } from './rating-summary';

/** What the product widget filters and sorts one of a product's published reviews on. */
export interface ListedReview {
  id: number;
  rating: number;
  verified: boolean;
  source: string;
  has_media: boolean;
  /** Microseconds since 1970: `timestamptz`'s own precision, so ties fall to the id as in PostgreSQL. */
  created_at_us: number;
}

type Compare = (a: ListedReview, b: ListedReview) => number;
const newestFirst: Compare = (a, b) => b.created_at_us - a.created_at_us || b.id - a.id;

/** The orders of reviews-repository's REVIEW_ORDER, and most_recent with sort_dir=asc. */
const ORDERS: Record<ReviewSort | 'oldest_first', Compare> = {
  pictures_first: (a, b) => Number(b.has_media) - Number(a.has_media) || newestFirst(a, b),
  most_recent: newestFirst,
  highest_rating: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest_rating: (a, b) => a.rating - b.rating || newestFirst(a, b),
  oldest_first: (a, b) => a.created_at_us - b.created_at_us || a.id - b.id,
};

type OrderName = keyof typeof ORDERS;
type ListFilters = Omit<ReviewFilters, 'search'>;

/**
 * Published reviews as the product widget filters and sorts them (spec §7): a product's, or a
 * shop's own (all-reviews shows both). Held with the product's widget data (the shop's once per
 * shop), so a widget call counts and pages in memory and reads only its page's rows, where
 * PostgreSQL would read and sort every one of them on each call. Word searches stay in SQL (they
 * read the text).
 */
export class ProductReviewList {
  private readonly sorted = new Map<OrderName, readonly ListedReview[]>();

  constructor(private readonly reviews: readonly ListedReview[]) {}

  /** The stars, count and average the widget shows (the same as `reviewRepository().ratings` of the same reviews). */
  ratings(): RatingSummary {
    const counts = new Map<number, number>();
    for (const review of this.reviews)
      counts.set(review.rating, (counts.get(review.rating) ?? 0) + 1);
    return ratingSummaryOf(Array.from(counts, ([rating, count]) => ({ rating, count })));
  }

  /** The reviews in one order, sorted on first use. */
  inOrder(order: OrderName): readonly ListedReview[] {
    let sorted = this.sorted.get(order);
    if (!sorted) {
      sorted = [...this.reviews].sort(ORDERS[order]);
      this.sorted.set(order, sorted);
    }
    return sorted;
  }
}

/**
 * The ids of one page of the reviews of `lists` (together) meeting the filters, in the sort asked
 * for, and how many meet them. Each list is walked in its own order and the two merged, so a shop's
 * own reviews are held once for all of its products.
 */
export function pageOfReviews(
  lists: readonly [ProductReviewList] | readonly [ProductReviewList, ProductReviewList],
  filters: ListFilters,
) {
  const order: OrderName =
    filters.sort_by === 'most_recent' && filters.sort_dir === 'asc'
      ? 'oldest_first'
      : filters.sort_by;
  const compare = ORDERS[order];
  const [left, right = []] = lists.map((list) => list.inOrder(order));
  const first = (filters.page - 1) * filters.per_page;
  const ids: number[] = [];
  let total = 0;
  let atLeft = 0;
  let atRight = 0;
  while (atLeft < left!.length || atRight < right.length) {
    const review =
      atRight === right.length ||
      (atLeft < left!.length && compare(left![atLeft]!, right[atRight]!) <= 0)
        ? left![atLeft++]!
        : right[atRight++]!;
    if (!meetsFilters(review, filters)) continue;
    if (total >= first && ids.length < filters.per_page) ids.push(review.id);
    total++;
  }
  return { ids, total };
}

function meetsFilters(review: ListedReview, filters: ListFilters): boolean {
  if (filters.filter_rating !== undefined && review.rating !== filters.filter_rating) return false;
  if (filters.verified_only && !review.verified) return false;
  return filters.review_source === 'all_sources' || review.source === filters.review_source;
}
