/** Review counts a shop's or product's medals come from. */
export interface ReviewCounts {
  /** Reviews from verified buyers, published or not. */
  verified: number;
  /** Reviews from verified buyers that are published. */
  publishedVerified: number;
  /** Published reviews, verified or not. */
  published: number;
}

/**
 * Spec §9: transparency is the "published share of verified reviews" and authenticity the
 * "verified share of published reviews", each from 0 to 1 (0 without reviews to share).
 */
export function reviewIntegrityScores(counts: ReviewCounts): {
  transparency: number;
  authenticity: number;
} {
  const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);
  return {
    transparency: share(counts.publishedVerified, counts.verified),
    authenticity: share(counts.publishedVerified, counts.published),
  };
}
