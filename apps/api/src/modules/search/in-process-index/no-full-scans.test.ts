import fc from 'fast-check';
import type { SortBy } from '@vouch/domain';
import { indexOf, productValues, reference, SHOPS, UNFILTERED_QUERY } from './index-test-fixtures';
import type { IndexedProduct } from './product-columns';
import type { IndexQuery } from './search-planning';
import type { TsQuery } from './ts-query';

/**
 * Issue #32's bar: no plan tests more than a tenth of the catalogue for a first page, whatever
 * range filters the search sets without text or a category, and the answers stay those of a plain
 * filter and sort.
 */
// Large enough that counting 501 matches of the rarest combination of common values below (5%
// of the products) is under a tenth of it.
const CATALOGUE = 200_000;
// The top values rare (one product in 85), as a minimum of 50 reviews is in the seed: a walk along
// a sort order finds 501 of them only past most of the catalogue.
const products: IndexedProduct[] = fc
  .sample(productValues, { numRuns: CATALOGUE, seed: 32 })
  .map((values, index) =>
    index % 17 === 0
      ? { ...values, id: index + 1 }
      : {
          ...values,
          id: index + 1,
          reviews_count: Math.min(values.reviews_count, 3),
          average_rating: Math.min(values.average_rating, 4.25),
          transparency_score: Math.min(values.transparency_score, 0.8),
          authenticity_score: Math.min(values.authenticity_score, 0.6),
          price_usd: values.price_usd === 10 ? 3.5 : values.price_usd,
        },
  );

const ORDERS: SortBy[] = ['reviews_count', 'newest', 'best_selling', 'price_asc', 'price_desc'];
/** Each range filter alone at a broad and a narrow (rare) setting, and combinations of them. */
const FILTERS: Partial<IndexQuery>[] = [
  { minReviews: 1 },
  { minReviews: 4 },
  { minRating: 3 },
  { minRating: 5 },
  { minTransparency: 0.5 },
  { minTransparency: 0.95 },
  { minAuthenticity: 0.6 },
  { minAuthenticity: 0.9 },
  { price: { inDollars: true, min: 3.5, max: null } },
  { price: { inDollars: true, min: null, max: 2 } },
  { price: { inDollars: true, min: 3.5, max: 9.99 } },
  { price: { inDollars: true, min: 5, max: null } },
  { price: { inDollars: false, min: 5, max: 9.99 } },
  { price: { inDollars: false, min: null, max: 1 } },
  { minReviews: 4, minRating: 5 },
  { minReviews: 2, minTransparency: 0.8, minAuthenticity: 0.6 },
  { minRating: 3, price: { inDollars: true, min: 1, max: 2 } },
  { minAuthenticity: 0.9, price: { inDollars: false, min: 9.99, max: null } },
  { minReviews: 1, minRating: 3, minTransparency: 0.5, minAuthenticity: 0.6 },
];

/** How many products a plan says it tested: a walk's, then any list's or range's, or all. */
function testedBy(plan: string): number {
  const counts = [
    /walked the [\w ]+ order, tested (\d+) products/,
    /walked the [\w ]+ order for (\d+) products/,
    /tested the (\d+) products of/,
    /tested all (\d+) products/,
  ].map((pattern) => Number(pattern.exec(plan)?.[1] ?? 0));
  return counts.reduce((sum, count) => sum + count, 0);
}

describe('ProductSearchIndex tests a bounded share of the catalogue (issue #32)', () => {
  it('tests at most a tenth of the products for a first page of range filters, answering as a plain filter and sort', async () => {
    const index = await indexOf(products, SHOPS);
    const byId = new Map(products.map((product) => [product.id, product]));
    const over: string[] = [];
    for (const filters of FILTERS)
      for (const order of ORDERS) {
        const query = { ...UNFILTERED_QUERY, ...filters, order };
        const { total, ids, plan } = index.find(query);
        expect({ total, ids }).toEqual(reference(byId, SHOPS, query));
        if (testedBy(plan) > CATALOGUE / 10) over.push(`${JSON.stringify(query)}: ${plan}`);
      }
    expect(over).toEqual([]);
  });

  it('walks a middling word’s presorted list in the search’s order, answering as a plain filter and sort', async () => {
    // One product in 40 holds the word: 5,000, presorted (under a twentieth of the catalogue). A
    // first page of its products rated 3 or more (about half) takes a fifth of its list, where
    // the catalogue's order holds them 80 apart and the text list tested whole is all 5,000.
    const withWord = products.map((product, index) =>
      index % 40 === 0 ? { ...product, lexemes: [...product.lexemes, 'delta'] } : product,
    );
    const index = await indexOf(withWord, SHOPS);
    const byId = new Map(withWord.map((product) => [product.id, product]));
    // Written since the sort: products that gain the word at the head of most orders, and the
    // word's products at the head of the price and review orders that lose it.
    const holders = withWord.filter((product) => product.lexemes.includes('delta'));
    const byDescending = (key: (product: IndexedProduct) => number) =>
      [...holders].sort((a, b) => key(b) - key(a)).slice(0, 150);
    const losing = [
      ...new Set([
        ...byDescending((product) => product.price_usd ?? 0),
        ...byDescending((product) => product.reviews_count),
      ]),
    ].map((product) => ({
      ...product,
      lexemes: product.lexemes.filter((lexeme) => lexeme !== 'delta'),
    }));
    const gaining = withWord
      .filter((_, position) => position % 40 === 1)
      .slice(0, 300)
      .map((product) => ({
        ...product,
        lexemes: [...product.lexemes, 'delta'],
        average_rating: 5,
        reviews_count: 1_000_000,
        sales_count: 1_000_000,
        created_at_us: 1_900_000_000_000_000,
        price_usd: 0.01,
      }));
    for (const product of [...losing, ...gaining]) {
      byId.set(product.id, product);
      index.upsertProduct(product);
    }
    const delta: TsQuery = { kind: 'lexeme', lexeme: 'delta' };
    const red: TsQuery = { kind: 'lexeme', lexeme: 'red' };
    const texts: TsQuery[] = [
      delta,
      { kind: 'and', left: red, right: delta },
      { kind: 'or', left: delta, right: red },
      { kind: 'and', left: red, right: { kind: 'not', operand: delta } },
      { kind: 'not', operand: { kind: 'and', left: delta, right: red } },
    ];
    for (const text of texts)
      for (const order of ORDERS) {
        const query = { ...UNFILTERED_QUERY, text, minRating: 3, order };
        const { total, ids, plan } = index.find(query);
        expect({ total, ids }).toEqual(reference(byId, SHOPS, query));
        if (text === delta) {
          expect(plan).toMatch(`walked the word list in ${order} order, tested`);
          expect(testedBy(plan)).toBeLessThan(withWord.length / 40 / 2);
        }
      }
  });

  it('finds products changed since the last sort through a range filter’s stretch', async () => {
    const some = products.slice(0, 40_000);
    const index = await indexOf(some, SHOPS);
    const byId = new Map(some.map((product) => [product.id, product]));
    // The newest top-rated products, moved into the rating range; others moved out; new ones.
    const changed = [
      ...some.slice(0, 30).map((product) => ({
        ...product,
        average_rating: 5,
        created_at_us: 1_900_000_000_000_000,
      })),
      ...some
        .filter((product) => product.average_rating === 5)
        .slice(0, 30)
        .map((product) => ({ ...product, average_rating: 0 })),
      ...some.slice(30, 40).map((product) => ({ ...product, id: CATALOGUE + product.id })),
    ];
    for (const product of changed) {
      byId.set(product.id, product);
      index.upsertProduct(product);
    }
    const query = { ...UNFILTERED_QUERY, minRating: 5, limit: 30 };
    const { total, ids, plan } = index.find(query);
    expect(plan).toMatch(/^tested the \d+ products of the minimum rating range/);
    expect({ total, ids }).toEqual(reference(byId, SHOPS, query));
    expect([...ids].sort()).toEqual(
      changed
        .slice(0, 30)
        .map((product) => product.id)
        .sort(),
    );
  });
});
