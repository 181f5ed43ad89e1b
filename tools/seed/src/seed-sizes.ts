export type SeedSizeName = 'small' | 'default' | 'large';

export interface SeedSize {
  shops: number;
  products: number;
  reviews: number;
  reviewers: number;
  /** Disputes besides the demo reviewer's, for the arbitrator's list. */
  disputes: number;
}

/** small: tests; default: `npm start` (loads in under a minute); large: benchmarks on real Postgres. */
export const SEED_SIZES: Record<SeedSizeName, SeedSize> = {
  small: { shops: 40, products: 600, reviews: 4_000, reviewers: 300, disputes: 30 },
  default: { shops: 500, products: 20_000, reviews: 120_000, reviewers: 6_000, disputes: 400 },
  large: {
    shops: 25_000,
    products: 1_000_000,
    reviews: 5_000_000,
    reviewers: 250_000,
    disputes: 200_000,
  },
};

export function isSeedSizeName(value: string): value is SeedSizeName {
  return value in SEED_SIZES;
}
