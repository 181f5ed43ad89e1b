import fc from 'fast-check';
import type { SortBy } from '@vouch/domain';
import type { IndexedShop } from './index-maintenance';
import type { IndexedProduct } from './product-columns';
import { ProductSearchIndex } from './product-search-index';
import type { IndexQuery } from './search-planning';
import type { TsQuery } from './ts-query';

/**
 * The index against the plain reading of its query: every product that meets every condition,
 * sorted by spec §3's orders, the first `limit` of them, counted up to `countUpTo`. Small value
 * sets make ties and empty answers common. Shared by the index's property tests.
 */
const WORDS = ['boot', 'red', 'wool', 'lamp'];
/** A search with no text and no filter: the first 20 in the newest order, counted to 501. */
export const UNFILTERED_QUERY: IndexQuery = {
  text: null,
  minRating: 0,
  minTransparency: 0,
  minAuthenticity: 0,
  minReviews: 0,
  categoryId: null,
  price: { inDollars: true, min: null, max: null },
  storeCountry: null,
  shipsTo: null,
  shop: null,
  order: 'newest',
  limit: 20,
  countUpTo: 501,
};

export const COUNTRIES = ['US', 'GB', 'NZ'];
export const SHOPS: IndexedShop[] = [
  { id: 1, domain: 'one.example', platform: 'shopify', ships_to: null },
  { id: 2, domain: 'two.example', platform: 'shopify', ships_to: ['US', 'GB'] },
  { id: 3, domain: 'three.example', platform: 'woocommerce', ships_to: ['NZ'] },
];

export const productValues = fc.record({
  shop_id: fc.constantFrom(1, 2, 3),
  shop_country: fc.constantFrom(...COUNTRIES),
  category_ids: fc
    .uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 })
    .map((ids) => ids.sort((a, b) => a - b)),
  lexemes: fc.uniqueArray(fc.constantFrom(...WORDS), { maxLength: 3 }),
  reviews_count: fc.integer({ min: 0, max: 4 }),
  average_rating: fc.constantFrom(0, 1.5, 3, 4.25, 5),
  sales_count: fc.integer({ min: 0, max: 3 }),
  transparency_score: fc.constantFrom(0, 0.5, 0.8, 0.95),
  authenticity_score: fc.constantFrom(0, 0.6, 0.9),
  lowest_price: fc.constantFrom(0, 1, 5, 9.99),
  price_usd: fc.constantFrom(null, 1, 2, 3.5, 10),
  created_at_us: fc.constantFrom(
    1_700_000_000_000_000,
    1_700_000_000_000_001,
    1_800_000_000_000_000,
  ),
});

const text: fc.Arbitrary<TsQuery> = fc.letrec<{ query: TsQuery }>((tie) => ({
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...WORDS, 'absent').map((lexeme): TsQuery => ({ kind: 'lexeme', lexeme })),
    fc.record({
      kind: fc.constantFrom('and' as const, 'or' as const),
      left: tie('query'),
      right: tie('query'),
    }),
    fc.record({ kind: fc.constant('not' as const), operand: tie('query') }),
    fc.constant<TsQuery>({ kind: 'empty' }),
  ),
})).query;

export const queries: fc.Arbitrary<IndexQuery> = fc.record({
  text: fc.option(text, { freq: 2 }),
  minRating: fc.constantFrom(0, 3, 5),
  minTransparency: fc.constantFrom(0, 0.8),
  minAuthenticity: fc.constantFrom(0, 0.6),
  minReviews: fc.constantFrom(0, 2),
  categoryId: fc.option(fc.integer({ min: 1, max: 7 })),
  price: fc.record({
    inDollars: fc.constantFrom(true, false),
    min: fc.option(fc.constantFrom(1, 3.5)),
    max: fc.option(fc.constantFrom(2, 9.99)),
  }),
  storeCountry: fc.option(fc.constantFrom(...COUNTRIES, 'FR')),
  shipsTo: fc.option(fc.constantFrom('US', 'NZ')),
  shop: fc.option(
    fc.constantFrom(...SHOPS.map((shop) => ({ domain: shop.domain, platform: shop.platform })), {
      domain: 'none.example',
      platform: 'shopify',
    }),
  ),
  order: fc.constantFrom<SortBy>(
    'reviews_count',
    'newest',
    'best_selling',
    'price_asc',
    'price_desc',
  ),
  limit: fc.integer({ min: 0, max: 40 }),
  countUpTo: fc.integer({ min: 1, max: 60 }),
});

function matchesText(query: TsQuery, lexemes: string[]): boolean {
  switch (query.kind) {
    case 'lexeme':
      return lexemes.includes(query.lexeme);
    case 'and':
      return matchesText(query.left, lexemes) && matchesText(query.right, lexemes);
    case 'or':
      return matchesText(query.left, lexemes) || matchesText(query.right, lexemes);
    case 'not':
      return !matchesText(query.operand, lexemes);
    case 'empty':
      return false;
  }
}

export function meets(product: IndexedProduct, query: IndexQuery, shops: IndexedShop[]): boolean {
  const shop = shops.find((candidate) => candidate.id === product.shop_id)!;
  const price = query.price.inDollars ? product.price_usd : product.lowest_price;
  return (
    (query.text === null || matchesText(query.text, product.lexemes)) &&
    product.average_rating >= query.minRating &&
    product.transparency_score >= query.minTransparency &&
    product.authenticity_score >= query.minAuthenticity &&
    product.reviews_count >= query.minReviews &&
    (query.categoryId === null || product.category_ids.includes(query.categoryId)) &&
    (query.price.min === null || (price !== null && price >= query.price.min)) &&
    (query.price.max === null ||
      (price !== null && price <= query.price.max && product.lowest_price > 0)) &&
    (query.storeCountry === null || product.shop_country === query.storeCountry) &&
    (query.shipsTo === null || shop.ships_to === null || shop.ships_to.includes(query.shipsTo)) &&
    (query.shop === null ||
      (shop.domain === query.shop.domain && shop.platform === query.shop.platform))
  );
}

type Compare = (a: IndexedProduct, b: IndexedProduct) => number;
const descending =
  (value: (product: IndexedProduct) => number): Compare =>
  (a, b) =>
    value(b) - value(a) || b.id - a.id;
const nullsLast = (a: IndexedProduct, b: IndexedProduct) =>
  Number(a.price_usd === null) - Number(b.price_usd === null);
const ORDERS: Record<SortBy, Compare> = {
  reviews_count: descending((product) => product.reviews_count),
  newest: descending((product) => product.created_at_us),
  best_selling: descending((product) => product.sales_count),
  price_asc: (a, b) => nullsLast(a, b) || (a.price_usd ?? 0) - (b.price_usd ?? 0) || a.id - b.id,
  price_desc: (a, b) => nullsLast(a, b) || (b.price_usd ?? 0) - (a.price_usd ?? 0) || b.id - a.id,
};

export function reference(
  products: Map<number, IndexedProduct>,
  shops: IndexedShop[],
  query: IndexQuery,
) {
  const matches = [...products.values()]
    .filter((product) => meets(product, query, shops))
    .sort(ORDERS[query.order]);
  return {
    total: Math.min(matches.length, query.countUpTo),
    ids: matches.slice(0, query.limit).map((product) => product.id),
  };
}

/** Lists of at least this many products are presorted in the tests' indexes: some are, some not. */
const PRESORTED_LIST_MIN = 8;

export async function indexOf(products: IndexedProduct[], shops: IndexedShop[]) {
  return ProductSearchIndex.build(async (addShop, addProducts) => {
    shops.forEach(addShop);
    addProducts(products);
  }, PRESORTED_LIST_MIN);
}

/** Products with ids 1..n (some skipped, as deleted rows leave gaps). */
export const catalogues = (maxLength: number) =>
  fc.array(fc.tuple(productValues, fc.integer({ min: 1, max: 3 })), { maxLength }).map((rows) => {
    let id = 0;
    return rows.map(([values, gap]) => ({ ...values, id: (id += gap) }));
  });

/**
 * Searches with fewer lists and conditions at once than `queries` gives (words and category kept or
 * not, at most one of shop, store country and ships-to): what walks answer.
 */
export const fewerFilterQueries: fc.Arbitrary<IndexQuery> = fc
  .tuple(queries, fc.boolean(), fc.boolean(), fc.nat(3))
  .map(([query, keepText, keepCategory, place]) => ({
    ...query,
    text: keepText ? query.text : null,
    categoryId: keepCategory ? query.categoryId : null,
    shop: place === 0 ? query.shop : null,
    storeCountry: place === 1 ? query.storeCountry : null,
    shipsTo: place === 2 ? query.shipsTo : null,
  }));

/**
 * What kind of plan answered: a walk along the catalogue's order or a list's that finished, one
 * that gave up for a test of a list, of a range filter's products or of every product, such a test
 * alone, or none (a list or a shop that rules out everything).
 */
export function planKind(plan: string): string {
  if (!plan.includes('tested')) return 'nothing';
  const tested = /tested all /.test(plan) ? 'all' : / range, /.test(plan) ? 'range' : 'list';
  if (!plan.startsWith('walked')) return tested;
  const walk = / list in \w+ order/.test(plan) ? 'list walk' : 'walk';
  return plan.includes(', then ') ? `${walk}, then ${tested}` : walk;
}
