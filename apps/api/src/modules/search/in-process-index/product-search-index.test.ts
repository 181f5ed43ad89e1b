import fc from 'fast-check';
import type { SortBy } from '@vouch/domain';
import { UNPLACED_COUNTRY, type IndexedProduct } from './product-columns';
import { ProductSearchIndex, type IndexedShop, type IndexQuery } from './product-search-index';
import type { TsQuery } from './ts-query';

/**
 * The index against the plain reading of its query: every product that meets every condition,
 * sorted by spec §3's orders, the first `limit` of them, counted up to `countUpTo`. Small value
 * sets make ties and empty answers common; random changes after the build exercise the lists'
 * and orders' merging of changed products.
 */
const WORDS = ['boot', 'red', 'wool', 'lamp'];
const COUNTRIES = ['US', 'GB', 'NZ'];
const SHOPS: IndexedShop[] = [
  { id: 1, domain: 'one.example', platform: 'shopify', ships_to: null },
  { id: 2, domain: 'two.example', platform: 'shopify', ships_to: ['US', 'GB'] },
  { id: 3, domain: 'three.example', platform: 'woocommerce', ships_to: ['NZ'] },
];

const productValues = fc.record({
  shop_id: fc.constantFrom(1, 2, 3),
  shop_country: fc.constantFrom(...COUNTRIES),
  category_ids: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }).map((ids) => ids.sort((a, b) => a - b)),
  lexemes: fc.uniqueArray(fc.constantFrom(...WORDS), { maxLength: 3 }),
  reviews_count: fc.integer({ min: 0, max: 4 }),
  average_rating: fc.constantFrom(0, 1.5, 3, 4.25, 5),
  sales_count: fc.integer({ min: 0, max: 3 }),
  transparency_score: fc.constantFrom(0, 0.5, 0.8, 0.95),
  authenticity_score: fc.constantFrom(0, 0.6, 0.9),
  lowest_price: fc.constantFrom(0, 1, 5, 9.99),
  price_usd: fc.constantFrom(null, 1, 2, 3.5, 10),
  created_at_us: fc.constantFrom(1_700_000_000_000_000, 1_700_000_000_000_001, 1_800_000_000_000_000),
});

const text: fc.Arbitrary<TsQuery> = fc.letrec<{ query: TsQuery }>((tie) => ({
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...WORDS, 'absent').map((lexeme): TsQuery => ({ kind: 'lexeme', lexeme })),
    fc.record({ kind: fc.constantFrom('and' as const, 'or' as const), left: tie('query'), right: tie('query') }),
    fc.record({ kind: fc.constant('not' as const), operand: tie('query') }),
    fc.constant<TsQuery>({ kind: 'empty' }),
  ),
})).query;

const queries: fc.Arbitrary<IndexQuery> = fc.record({
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
  shop: fc.option(fc.constantFrom(...SHOPS.map((shop) => ({ domain: shop.domain, platform: shop.platform })), { domain: 'none.example', platform: 'shopify' })),
  order: fc.constantFrom<SortBy>('reviews_count', 'newest', 'best_selling', 'price_asc', 'price_desc'),
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

function meets(product: IndexedProduct, query: IndexQuery, shops: IndexedShop[]): boolean {
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
    (query.price.max === null || (price !== null && price <= query.price.max && product.lowest_price > 0)) &&
    (query.storeCountry === null || product.shop_country === query.storeCountry) &&
    (query.shipsTo === null || shop.ships_to === null || shop.ships_to.includes(query.shipsTo)) &&
    (query.shop === null || (shop.domain === query.shop.domain && shop.platform === query.shop.platform))
  );
}

type Compare = (a: IndexedProduct, b: IndexedProduct) => number;
const descending =
  (value: (product: IndexedProduct) => number): Compare =>
  (a, b) =>
    value(b) - value(a) || b.id - a.id;
const nullsLast = (a: IndexedProduct, b: IndexedProduct) => Number(a.price_usd === null) - Number(b.price_usd === null);
const ORDERS: Record<SortBy, Compare> = {
  reviews_count: descending((product) => product.reviews_count),
  newest: descending((product) => product.created_at_us),
  best_selling: descending((product) => product.sales_count),
  price_asc: (a, b) => nullsLast(a, b) || (a.price_usd ?? 0) - (b.price_usd ?? 0) || a.id - b.id,
  price_desc: (a, b) => nullsLast(a, b) || (b.price_usd ?? 0) - (a.price_usd ?? 0) || b.id - a.id,
};

function reference(products: Map<number, IndexedProduct>, shops: IndexedShop[], query: IndexQuery) {
  const matches = [...products.values()].filter((product) => meets(product, query, shops)).sort(ORDERS[query.order]);
  return { total: Math.min(matches.length, query.countUpTo), ids: matches.slice(0, query.limit).map((product) => product.id) };
}

/** What the index answers, without its plan. */
function answerOf(index: ProductSearchIndex, query: IndexQuery) {
  const { total, ids } = index.find(query);
  return { total, ids };
}

/**
 * Whether `sample` answers what it promises: as many matches as there are up to its limit (2),
 * each a match with its own rating and store country, none twice, and `more` when there are more.
 */
function sampleOf(index: ProductSearchIndex, query: IndexQuery, products: Map<number, IndexedProduct>, shops: IndexedShop[]) {
  const { matches, more } = index.sample(query, 2);
  const all = [...products.values()].filter((product) => meets(product, query, shops));
  const problems = [
    matches.length !== Math.min(2, all.length) && 'count',
    more !== all.length > 2 && 'more',
    new Set(matches.map((match) => match.id)).size !== matches.length && 'repeats',
    ...matches.map((match) => {
      const product = all.find((candidate) => candidate.id === match.id);
      return (!product || product.average_rating !== match.averageRating || product.shop_country !== match.storeCountry) && `match ${match.id}`;
    }),
  ].filter(Boolean);
  return problems.length === 0 ? { valid: true } : { valid: false, problems, matches, more, all: all.map((product) => product.id) };
}

/** The index finds what the plain filter and sort find, and samples only matches. */
function expectPlainAnswers(index: ProductSearchIndex, query: IndexQuery, products: Map<number, IndexedProduct>, shops: IndexedShop[]) {
  expect(answerOf(index, query)).toEqual(reference(products, shops, query));
  expect(sampleOf(index, query, products, shops)).toEqual({ valid: true });
}

async function indexOf(products: IndexedProduct[], shops: IndexedShop[]) {
  return ProductSearchIndex.build(async (addShop, addProducts) => {
    shops.forEach(addShop);
    addProducts(products);
  });
}

/** Products with ids 1..n (some skipped, as deleted rows leave gaps). */
const catalogues = (maxLength: number) =>
  fc.array(fc.tuple(productValues, fc.integer({ min: 1, max: 3 })), { maxLength }).map((rows) => {
    let id = 0;
    return rows.map(([values, gap]) => ({ ...values, id: (id += gap) }));
  });

describe('ProductSearchIndex.find (and sample) against a plain filter and sort', () => {
  it('answers the same ids in the same order and the same capped total as built; samples only matches', async () => {
    await fc.assert(
      fc.asyncProperty(catalogues(200), fc.array(queries, { minLength: 1, maxLength: 10 }), async (products, searches) => {
        const index = await indexOf(products, SHOPS);
        const byId = new Map(products.map((product) => [product.id, product]));
        for (const query of searches) expectPlainAnswers(index, query, byId, SHOPS);
      }),
      { numRuns: 150, seed: 20261125 },
    );
  });

  it('answers the same for own-currency price bounds under a price sort, every product priced in dollars through its rate; samples only matches', async () => {
    const priced = catalogues(200).chain((products) =>
      fc.tuple(fc.constant(products), fc.array(fc.constantFrom(0.5, 1, 0.0067, 1.3), { minLength: products.length, maxLength: products.length })),
    );
    // Price bounds and a price sort alone: other filters would leave too little to compare.
    const priceQueries = fc.tuple(queries, fc.constantFrom<SortBy>('price_asc', 'price_desc')).map(([query, order]): IndexQuery => ({
      ...query,
      text: null,
      categoryId: null,
      shop: null,
      storeCountry: null,
      shipsTo: null,
      minRating: 0,
      minTransparency: 0,
      minAuthenticity: 0,
      minReviews: 0,
      order,
      price: { ...query.price, inDollars: false },
    }));
    await fc.assert(
      fc.asyncProperty(priced, fc.array(priceQueries, { minLength: 1, maxLength: 10 }), async ([products, dollarsPerUnit], searches) => {
        const converted = products.map((product, index) => ({
          ...product,
          price_usd: product.lowest_price > 0 ? Math.round(product.lowest_price * dollarsPerUnit[index]! * 10_000) / 10_000 : null,
        }));
        const index = await indexOf(converted, SHOPS);
        const byId = new Map(converted.map((product) => [product.id, product]));
        for (const query of searches) expectPlainAnswers(index, query, byId, SHOPS);
      }),
      { numRuns: 150, seed: 20261125 },
    );
  });

  it('answers the same after products change, are added or removed, and shops change; samples only matches', async () => {
    const changes = fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('product' as const), pick: fc.nat(), values: productValues, added: fc.boolean() }),
        fc.record({ kind: fc.constant('shop' as const), pick: fc.nat(), ships_to: fc.option(fc.uniqueArray(fc.constantFrom(...COUNTRIES), { maxLength: 2 })) }),
        fc.record({ kind: fc.constant('removal' as const), pick: fc.nat() }),
      ),
      { maxLength: 30 },
    );
    await fc.assert(
      fc.asyncProperty(catalogues(150), changes, fc.array(queries, { minLength: 1, maxLength: 8 }), async (products, edits, searches) => {
        const shops = SHOPS.map((shop) => ({ ...shop }));
        const index = await indexOf(products, shops);
        const byId = new Map(products.map((product) => [product.id, product]));
        let nextId = (products.at(-1)?.id ?? 0) + 1;
        for (const edit of edits) {
          if (edit.kind === 'shop') {
            const shop = { ...shops[edit.pick % shops.length]!, ships_to: edit.ships_to };
            shops[edit.pick % shops.length] = shop;
            index.upsertShop(shop);
          } else if (edit.kind === 'removal') {
            const ids = [...byId.keys()];
            if (ids.length === 0) continue;
            const id = ids[edit.pick % ids.length]!;
            byId.delete(id);
            index.removeProduct(id);
          } else {
            const ids = [...byId.keys()];
            const id = edit.added || ids.length === 0 ? nextId++ : ids[edit.pick % ids.length]!;
            const product = { ...edit.values, id };
            byId.set(id, product);
            index.upsertProduct(product);
          }
          for (const query of searches) expectPlainAnswers(index, query, byId, shops);
        }
      }),
      { numRuns: 100, seed: 20261125 },
    );
  });

  it('answers the same after so many changes that it rebuilds its lists and orders', async () => {
    const products = fc.sample(productValues, { numRuns: 300, seed: 1 }).map((values, index) => ({ ...values, id: index + 1 }));
    const index = await indexOf(products, SHOPS);
    const byId = new Map(products.map((product) => [product.id, product]));
    const changed = fc.sample(productValues, { numRuns: 2500, seed: 2 });
    changed.forEach((values, step) => {
      const product = { ...values, id: step % 3 === 0 ? 300 + step : (step % 300) + 1 };
      byId.set(product.id, product);
      index.upsertProduct(product);
    });
    for (const query of fc.sample(queries, { numRuns: 300, seed: 3 })) expect(answerOf(index, query)).toEqual(reference(byId, SHOPS, query));
  });

  it('answers the same when walks run into products changed since the last sort, for every kind of plan', async () => {
    // Large enough for walks along an order to finish before testing a list whole; the changes stay
    // under the rebuild threshold, so every walk merges them into the presorted order.
    // Top ratings only among products without reviews, the far end of the reviews_count order (a
    // walk for them along it spends its budget and gives up for a test of a list or of every product).
    const topRatedUnreviewed = (values: Omit<IndexedProduct, 'id'>) => ({
      ...values,
      average_rating: values.reviews_count === 0 ? values.average_rating : Math.min(values.average_rating, 4.25),
    });
    const products = fc.sample(productValues, { numRuns: 6000, seed: 4 }).map((values, index) => ({ ...topRatedUnreviewed(values), id: index + 1 }));
    // Fewer lists and conditions at once than `queries` gives, and short pages: what walks answer.
    const walkable = fc.tuple(queries, fc.boolean(), fc.boolean(), fc.nat(3)).map(([query, keepText, keepCategory, place]) => ({
      ...query,
      text: keepText ? query.text : null,
      categoryId: keepCategory ? query.categoryId : null,
      shop: place === 0 ? query.shop : null,
      storeCountry: place === 1 ? query.storeCountry : null,
      shipsTo: place === 2 ? query.shipsTo : null,
      limit: 1 + (query.limit % 12),
      countUpTo: 1 + (query.countUpTo % 20),
    }));
    const plans = new Set<string>();
    let changedFoundByWalks = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ pick: fc.nat(), values: productValues, added: fc.boolean() }), { minLength: 1, maxLength: 400 }),
        fc.array(walkable, { minLength: 20, maxLength: 40 }),
        async (edits, searches) => {
          const index = await indexOf(products, SHOPS);
          const byId = new Map(products.map((product) => [product.id, product]));
          const changed = new Set<number>();
          let nextId = products.length + 1;
          for (const edit of edits) {
            const product = { ...topRatedUnreviewed(edit.values), id: edit.added ? nextId++ : (edit.pick % products.length) + 1 };
            byId.set(product.id, product);
            changed.add(product.id);
            index.upsertProduct(product);
          }
          for (const query of searches) {
            const { total, ids, plan } = index.find(query);
            expect({ total, ids }).toEqual(reference(byId, SHOPS, query));
            plans.add(planKind(plan));
            if (planKind(plan) === 'walk' && ids.some((id) => changed.has(id))) changedFoundByWalks++;
          }
        },
      ),
      // Shrinking 400 changes over 6,000 products takes minutes: the first failing case is reported as found.
      { numRuns: 12, seed: 20261126, endOnFailure: true },
    );
    expect([...plans].sort()).toEqual(['all', 'list', 'nothing', 'walk', 'walk, then all', 'walk, then list']);
    expect(changedFoundByWalks).toBeGreaterThan(0);
  });
});

/**
 * What kind of plan answered: a walk along the order that finished, one that gave up for a test of
 * a list or of every product, such a test alone, or none (a list or a shop that rules out everything).
 */
function planKind(plan: string): string {
  if (!plan.includes('tested')) return 'nothing';
  const tested = /tested all /.test(plan) ? 'all' : 'list';
  if (!plan.startsWith('walked')) return tested;
  return plan.includes(', then ') ? `walk, then ${tested}` : 'walk';
}

describe('ProductSearchIndex store countries', () => {
  it(`tells ${UNPLACED_COUNTRY} store countries apart; products of one more stay found by every other filter, and say so`, async () => {
    const countries = Array.from({ length: UNPLACED_COUNTRY + 1 }, (_, code) => `C${code}`);
    const [base] = fc.sample(productValues, { numRuns: 1, seed: 5 });
    const productIn = (country: string, id: number) => ({ ...base!, id, shop_id: 2, shop_country: country });
    const index = await indexOf(
      countries.slice(0, UNPLACED_COUNTRY).map((country, slot) => productIn(country, slot + 1)),
      SHOPS,
    );
    const query = fc.sample(queries, { numRuns: 1, seed: 6 })[0]!;
    const search: IndexQuery = {
      ...query,
      text: null,
      categoryId: null,
      minRating: 0,
      minTransparency: 0,
      minAuthenticity: 0,
      minReviews: 0,
      shipsTo: null,
      storeCountry: null,
      order: 'newest',
      limit: 2,
      countUpTo: 5000,
      price: { inDollars: true, min: null, max: null },
      shop: { domain: 'two.example', platform: 'shopify' },
    };
    expect(index.find({ ...search, storeCountry: countries[UNPLACED_COUNTRY - 1]! }).ids).toEqual([UNPLACED_COUNTRY]);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const beyond = countries[UNPLACED_COUNTRY]!;
      index.upsertProduct(productIn(beyond, UNPLACED_COUNTRY + 1));
      index.upsertProduct(productIn('C0', UNPLACED_COUNTRY + 2));
      expect(warn.mock.calls).toEqual([[expect.stringContaining(`store country ${beyond} is past the ${UNPLACED_COUNTRY} it tells apart`)]]);
      // Found as any product is, and under no other country; the product after it keeps its own slot.
      expect(index.find(search)).toMatchObject({ total: UNPLACED_COUNTRY + 2 });
      expect(index.find({ ...search, storeCountry: beyond }).ids).toEqual([]);
      expect(index.find({ ...search, storeCountry: 'C0' }).ids.sort()).toEqual([1, UNPLACED_COUNTRY + 2]);
    } finally {
      warn.mockRestore();
    }
  });
});
