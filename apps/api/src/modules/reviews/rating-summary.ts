import type { WidgetData } from '@vouch/contracts';

export type RatingSummary = Pick<
  WidgetData,
  'average_rating' | 'number_of_reviews' | 'rating_histogram_data'
>;

/** The stars histogram, count and average (to two places) of reviews counted per star. */
export function ratingSummaryOf(
  counts: readonly { rating: number; count: number }[],
): RatingSummary {
  const histogram = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const { rating, count } of counts)
    histogram[String(rating) as keyof typeof histogram] = count;
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return {
    average_rating:
      total > 0
        ? Math.round((counts.reduce((sum, row) => sum + row.rating * row.count, 0) / total) * 100) /
          100
        : 0,
    number_of_reviews: total,
    rating_histogram_data: histogram,
  };
}
