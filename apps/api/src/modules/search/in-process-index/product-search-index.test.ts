import fc from 'fast-check';
import type { SortBy } from '@vouch/domain';
import type { IndexedShop } from './index-maintenance';
import {
  catalogues,
  COUNTRIES,
  indexOf,
  meets,
  productValues,
  queries,
  reference,
  SHOPS,
} from './index-test-fixtures';
import { UNPLACED_COUNTRY, type IndexedProduct } from './product-columns';
import type { ProductSearchIndex } from './product-search-index';
import type { IndexQuery } from './search-planning';

/**
 * The index against the plain reading of its query (`reference`); random changes after the build
 * exercise the lists' and orders' merging of changed products.
 */
/** What the index answers, without its plan. */
function answerOf(index: ProductSearchIndex, query: IndexQuery) {
  const { total, ids } = index.find(query);
  return { total, ids };
}

/**
 * Whether `sample` answers what it promises: as many matches as there are up to its limit (2),
 * each a match with its own rating and store country, none twice, and `more` when there are more.
 */
function sampleOf(
  index: ProductSearchIndex,
  query: IndexQuery,
  products: Map<number, IndexedProduct>,
  shops: IndexedShop[],
) {
  const { matches, more } = index.sample(query, 2);
  const all = [...products.values()].filter((product) => meets(product, query, shops));
  const problems = [
    matches.length !== Math.min(2, all.length) && 'count',
    more !== all.length > 2 && 'more',
    new Set(matches.map((match) => match.id)).size !== matches.length && 'repeats',
    ...matches.map((match) => {
      const product = all.find((candidate) => candidate.id === match.id);
      return (
        (!product ||
          product.average_rating !== match.averageRating ||
          product.shop_country !== match.storeCountry) &&
        `match ${match.id}`
      );
    }),
  ].filter(Boolean);
  return problems.length === 0
    ? { valid: true }
    : { valid: false, problems, matches, more, all: all.map((product) => product.id) };
}

/** The index finds what the plain filter and sort find, and samples only matches. */
function expectPlainAnswers(
  index: ProductSearchIndex,
  query: IndexQuery,
  products: Map<number, IndexedProduct>,
  shops: IndexedShop[],
) {
  expect(answerOf(index, query)).toEqual(reference(products, shops, query));
  expect(sampleOf(index, query, products, shops)).toEqual({ valid: true });
}

describe('ProductSearchIndex.find (and sample) against a plain filter and sort', () => {
  it('answers the same ids in the same order and the same capped total as built; samples only matches', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogues(200),
        fc.array(queries, { minLength: 1, maxLength: 10 }),
        async (products, searches) => {
          const index = await indexOf(products, SHOPS);
          const byId = new Map(products.map((product) => [product.id, product]));
          for (const query of searches) expectPlainAnswers(index, query, byId, SHOPS);
        },
      ),
      { numRuns: 150, seed: 20261125 },
    );
  });

  it('answers the same for own-currency price bounds under a price sort, every product priced in dollars through its rate; samples only matches', async () => {
    const priced = catalogues(200).chain((products) =>
      fc.tuple(
        fc.constant(products),
        fc.array(fc.constantFrom(0.5, 1, 0.0067, 1.3), {
          minLength: products.length,
          maxLength: products.length,
        }),
      ),
    );
    // Price bounds and a price sort alone: other filters would leave too little to compare.
    const priceQueries = fc
      .tuple(queries, fc.constantFrom<SortBy>('price_asc', 'price_desc'))
      .map(([query, order]): IndexQuery => ({
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
      fc.asyncProperty(
        priced,
        fc.array(priceQueries, { minLength: 1, maxLength: 10 }),
        async ([products, dollarsPerUnit], searches) => {
          const converted = products.map((product, index) => ({
            ...product,
            price_usd:
              product.lowest_price > 0
                ? Math.round(product.lowest_price * dollarsPerUnit[index]! * 10_000) / 10_000
                : null,
          }));
          const index = await indexOf(converted, SHOPS);
          const byId = new Map(converted.map((product) => [product.id, product]));
          for (const query of searches) expectPlainAnswers(index, query, byId, SHOPS);
        },
      ),
      { numRuns: 150, seed: 20261125 },
    );
  });

  it('answers the same after products change, are added or removed, and shops change; samples only matches', async () => {
    const changes = fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('product' as const),
          pick: fc.nat(),
          values: productValues,
          added: fc.boolean(),
        }),
        fc.record({
          kind: fc.constant('shop' as const),
          pick: fc.nat(),
          ships_to: fc.option(fc.uniqueArray(fc.constantFrom(...COUNTRIES), { maxLength: 2 })),
        }),
        fc.record({ kind: fc.constant('removal' as const), pick: fc.nat() }),
      ),
      { maxLength: 30 },
    );
    await fc.assert(
      fc.asyncProperty(
        catalogues(150),
        changes,
        fc.array(queries, { minLength: 1, maxLength: 8 }),
        async (products, edits, searches) => {
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
        },
      ),
      { numRuns: 100, seed: 20261125 },
    );
  });

  it('answers the same after so many changes that it rebuilds its lists and orders', async () => {
    const products = fc
      .sample(productValues, { numRuns: 300, seed: 1 })
      .map((values, index) => ({ ...values, id: index + 1 }));
    const index = await indexOf(products, SHOPS);
    const byId = new Map(products.map((product) => [product.id, product]));
    const changed = fc.sample(productValues, { numRuns: 2500, seed: 2 });
    changed.forEach((values, step) => {
      const product = { ...values, id: step % 3 === 0 ? 300 + step : (step % 300) + 1 };
      byId.set(product.id, product);
      index.upsertProduct(product);
    });
    for (const query of fc.sample(queries, { numRuns: 300, seed: 3 }))
      expect(answerOf(index, query)).toEqual(reference(byId, SHOPS, query));
  });
});

describe('ProductSearchIndex store countries', () => {
  it(`tells ${UNPLACED_COUNTRY} store countries apart; products of one more stay found by every other filter, and say so`, async () => {
    const countries = Array.from({ length: UNPLACED_COUNTRY + 1 }, (_, code) => `C${code}`);
    const [base] = fc.sample(productValues, { numRuns: 1, seed: 5 });
    const productIn = (country: string, id: number) => ({
      ...base!,
      id,
      shop_id: 2,
      shop_country: country,
    });
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
    expect(index.find({ ...search, storeCountry: countries[UNPLACED_COUNTRY - 1]! }).ids).toEqual([
      UNPLACED_COUNTRY,
    ]);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const beyond = countries[UNPLACED_COUNTRY]!;
      index.upsertProduct(productIn(beyond, UNPLACED_COUNTRY + 1));
      index.upsertProduct(productIn('C0', UNPLACED_COUNTRY + 2));
      expect(warn.mock.calls).toEqual([
        [
          expect.stringContaining(
            `store country ${beyond} is past the ${UNPLACED_COUNTRY} it tells apart`,
          ),
        ],
      ]);
      // Found as any product is, and under no other country; the product after it keeps its own slot.
      expect(index.find(search)).toMatchObject({ total: UNPLACED_COUNTRY + 2 });
      expect(index.find({ ...search, storeCountry: beyond }).ids).toEqual([]);
      expect(index.find({ ...search, storeCountry: 'C0' }).ids.sort()).toEqual([
        1,
        UNPLACED_COUNTRY + 2,
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('ProductSearchIndex walks', () => {
  it('gives up a walk early when its matches come rarer along the order than the sample judged', async () => {
    // Half the products match, all of them unreviewed: the far end of the reviews_count order.
    const [base] = fc.sample(productValues, { numRuns: 1, seed: 7 });
    const products: IndexedProduct[] = Array.from({ length: 40_000 }, (_, slot) => ({
      ...base!,
      id: slot + 1,
      category_ids: [1],
      reviews_count: slot % 2 === 0 ? 0 : 1 + (slot % 4),
      authenticity_score: slot % 2 === 0 ? 0.9 : 0,
    }));
    const index = await indexOf(products, SHOPS);
    const query: IndexQuery = {
      ...fc.sample(queries, { numRuns: 1, seed: 8 })[0]!,
      text: null,
      categoryId: 1,
      minRating: 0,
      minTransparency: 0,
      minAuthenticity: 0.6,
      minReviews: 0,
      price: { inDollars: true, min: null, max: null },
      storeCountry: null,
      shipsTo: null,
      shop: null,
      order: 'reviews_count',
      limit: 20,
      countUpTo: 501,
    };
    const { total, ids, plan } = index.find(query);
    expect({ total, ids }).toEqual(
      reference(new Map(products.map((p) => [p.id, p])), SHOPS, query),
    );
    // Without the pace check it walks its whole budget, the 20,000 products of the range, first.
    expect(plan).toMatch(
      /^walked the reviews_count order for 2048 products, then tested the 20000 products of the minimum authenticity range/,
    );
  });
});
