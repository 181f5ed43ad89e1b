import { SEED_CURRENCIES } from './currencies';
import { categoryLookup, drawProduct } from './product-draw';
import { Prng } from './prng';
import { DEFAULT_SEED } from './seed-database';
import { SEED_SIZES } from './seed-sizes';
import { drawShop } from './shop-draw';
import { categoryRows } from './steps/categories';
import { RATING_WEIGHTS, REVIEW_DRAW, REVIEW_SOURCES } from './steps/reviews';

/** What a search filters shops on, of a generated shop. */
export interface GeneratedShop {
  id: number;
  domain: string;
  platform: string;
  country: string;
  /** Null: ships everywhere. */
  shipsTo: string[] | null;
}

/** A generated product with the values the seed's SQL derives (dollar price, review aggregates). */
export interface GeneratedProduct {
  id: number;
  shopId: number;
  shopCountry: string;
  /** Every level, ascending (as the products' column holds them). */
  categoryIds: number[];
  title: string;
  description: string;
  lowestPrice: number;
  /** Null without a price (or a currency without a rate). */
  priceUsd: number | null;
  salesCount: number;
  createdAt: string;
  reviewsCount: number;
  averageRating: number;
  transparencyScore: number;
  authenticityScore: number;
}

/** A catalogue of any size drawn as the seed draws it, without a database. */
export interface GeneratedCatalogue {
  /** Every category with its level (1 to 3). */
  categories: { id: number; level: number }[];
  shops: GeneratedShop[];
  /** The products in id order, drawn one at a time: a catalogue of ten million is never held whole. */
  products(): Generator<GeneratedProduct>;
}

const LARGE = SEED_SIZES.large;
const RATE_PER_USD = new Map(
  SEED_CURRENCIES.map((currency) => [currency.code, currency.ratePerUsd]),
);

/** A draw by weight from a table summed once (`Prng.weighted` sums on every draw). */
function weightedDraw<K extends string | number>(weights: Readonly<Record<K, number>>) {
  const entries = Object.entries(weights) as [string, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let sum = 0;
  const bounds = entries.map(([, weight]) => (sum += weight) / total);
  const keys = entries.map(([key]) => key);
  return (prng: Prng): string => {
    const roll = prng.next();
    let index = 0;
    while (index < bounds.length - 1 && roll >= bounds[index]!) index++;
    return keys[index]!;
  };
}
const drawRating = weightedDraw(RATING_WEIGHTS);
const drawSource = weightedDraw(REVIEW_SOURCES);

/** A Poisson draw: exact below 30, a rounded normal above (where it is close). */
function poisson(prng: Prng, mean: number): number {
  if (mean < 30) {
    const limit = Math.exp(-mean);
    let count = -1;
    for (let product = 1; product > limit; product *= prng.next()) count++;
    return count;
  }
  const normal = Math.sqrt(-2 * Math.log(1 - prng.next())) * Math.cos(2 * Math.PI * prng.next());
  return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal));
}

/** Rounded half away from zero as PostgreSQL's numeric `round` is (5.00625 is 5.0062499... in binary). */
const rounded = (value: number, digits: number) =>
  Math.round(value * 10 ** digits * (1 + Number.EPSILON)) / 10 ** digits;

/**
 * A product's review aggregates as `computeAggregates` derives them from the seed's reviews: the
 * seed puts a review on product `floor(n * u ** skew)`, so product index k expects its share of
 * that curve, drawn as a Poisson count; each review then draws rating, verified, published and
 * deleted with the seed's weights.
 */
function reviewAggregates(prng: Prng, index: number, productCount: number) {
  const productReviews =
    (LARGE.reviews / LARGE.products) * productCount * (1 - REVIEW_DRAW.shopReviewShare);
  const share = 1 / REVIEW_DRAW.productSkew;
  const mean =
    productReviews * (((index + 1) / productCount) ** share - (index / productCount) ** share);
  let published = 0;
  let ratings = 0;
  let verified = 0;
  let publishedVerified = 0;
  for (let review = poisson(prng, mean); review > 0; review--) {
    const rating = Number(drawRating(prng));
    const isVerified =
      prng.chance(REVIEW_DRAW.verifiedShare) || drawSource(prng) === 'verified_provider';
    const isPublished = prng.chance(REVIEW_DRAW.publishedShare);
    if (prng.chance(REVIEW_DRAW.deletedShare)) continue;
    if (isVerified) verified++;
    if (isPublished) {
      published++;
      ratings += rating;
      if (isVerified) publishedVerified++;
    }
  }
  return {
    reviewsCount: published,
    averageRating: published === 0 ? 0 : rounded(ratings / published, 2),
    transparencyScore: verified === 0 ? 0 : rounded(publishedVerified / verified, 4),
    authenticityScore: published === 0 ? 0 : rounded(publishedVerified / published, 4),
  };
}

/**
 * `productCount` products, and shops in the large seed's proportion (one per 40 products) unless
 * `shops` says, drawn by the seed's own functions from the seed's forks: with a seed size's counts
 * they are that seed's shops and products. Review aggregates follow the seed's distributions without drawing
 * each review's text (issue #32: the index at ten million products, no database).
 */
export function generatedCatalogue(
  productCount: number,
  options: { shops?: number; seed?: number } = {},
): GeneratedCatalogue {
  const root = new Prng(options.seed ?? DEFAULT_SEED);
  const categories = categoryRows(root.fork('categories'));
  const lookup = categoryLookup(categories.rows);
  const shopPrng = root.fork('shops');
  const shipping = root.fork('shipping');
  const shopCount =
    options.shops ?? Math.max(1, Math.round((productCount * LARGE.shops) / LARGE.products));
  const drawn = Array.from({ length: shopCount }, (_, index) =>
    drawShop(shopPrng, shipping, index + 1, categories.level1),
  );
  const shopRows = drawn.map((shop) => shop.shop);
  return {
    categories: categories.rows.map((row) => ({ id: Number(row.id), level: Number(row.level) })),
    shops: drawn.map(({ shop, row, shipsTo }) => ({
      id: shop.id,
      domain: shop.domain,
      platform: row.platform as string,
      country: shop.country,
      shipsTo,
    })),
    *products() {
      const prng = root.fork('products');
      const reviews = root.fork('reviews');
      for (let id = 1; id <= productCount; id++) {
        const product = drawProduct(prng, id, shopRows, lookup);
        const rate = RATE_PER_USD.get(product.shop.currency) ?? 0;
        yield {
          id,
          shopId: product.shop.id,
          shopCountry: product.shop.country,
          categoryIds: [...product.categoryIds].sort((a, b) => a - b),
          title: product.title,
          description: product.description,
          lowestPrice: product.lowestPrice,
          priceUsd:
            product.lowestPrice > 0 && rate > 0 ? rounded(product.lowestPrice / rate, 4) : null,
          salesCount: product.salesCount,
          createdAt: product.createdAt,
          ...reviewAggregates(reviews, id - 1, productCount),
        };
      }
    },
  };
}
