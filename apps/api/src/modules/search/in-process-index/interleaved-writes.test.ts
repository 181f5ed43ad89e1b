import fc from 'fast-check';
import { SEARCH_COUNTED_UP_TO, SEARCH_PER_PAGE, SEARCH_RESULTS_CAP } from '../search-engine';
import { rebuildsAt, type IndexedShop } from './index-maintenance';
import {
  COUNTRIES,
  fewerFilterQueries,
  indexOf,
  planKind,
  productValues,
  reference,
  SHOPS,
} from './index-test-fixtures';
import type { IndexedProduct } from './product-columns';
import type { IndexQuery } from './search-planning';
import { SortOrders } from './sort-orders';

/**
 * Issue #60, item 1: writes and searches interleaved, each search compared with the plain filter
 * and sort (`reference`) of the catalogue as it is at that step. A search between writes keeps
 * what it derived from the products written since the last sort (their order, the stretches of
 * the presorted orders its range filters halve to) only as long as no write changes them; pages
 * up to the engine's cap, counted to its count, walk far along the orders and past many such
 * products. walk-after-writes applies every write before any search, with pages of at most 12
 * counted to 20; product-search-index searches between writes only catalogues of at most 150.
 */
type Values = Omit<IndexedProduct, 'id'>;

/** The built catalogue: ids ascending with gaps (rows deleted before the build), as `catalogues` gives. */
const CATALOGUE = (() => {
  let id = 0;
  return fc
    .sample(fc.tuple(productValues, fc.integer({ min: 1, max: 3 })), { numRuns: 4000, seed: 60 })
    .map(([values, gap]): IndexedProduct => ({ ...values, id: (id += gap) }));
})();

/** The values a write changes: all of them, or those one kind of edit moves a product by. */
const CHANGES = {
  all: Object.keys(CATALOGUE[0]!).filter((field) => field !== 'id') as (keyof Values)[],
  price: ['lowest_price', 'price_usd'],
  rating: ['average_rating', 'reviews_count'],
  sales: ['sales_count'],
  scores: ['transparency_score', 'authenticity_score'],
  words: ['lexemes', 'category_ids'],
  place: ['shop_id', 'shop_country'],
  age: ['created_at_us'],
} satisfies Record<string, (keyof Values)[]>;
type Change = keyof typeof CHANGES;
const change = fc.constantFrom(...(Object.keys(CHANGES) as Change[]));

const changed = (product: IndexedProduct, values: Values, kind: Change): IndexedProduct => ({
  ...product,
  ...Object.fromEntries(CHANGES[kind].map((field) => [field, values[field]])),
});

type Write =
  /** A new product: the next id, or an id in one of the built catalogue's gaps (below the sorted slots' ids). */
  | { kind: 'insert'; values: Values; inGap: number | null }
  /** A product changed: every value, or those of one kind of edit. */
  | { kind: 'update'; pick: number; change: Change; values: Values }
  /**
   * `count` products in a row (from `pick`, in id order) changed at once, as an import does:
   * enough of them share the catalogue's stretches for range halving to meet them. 'rebuild': as
   * many as make the index rebuild its lists and orders (all there are, in a smaller catalogue).
   */
  | { kind: 'bulk'; pick: number; change: Change; values: Values[]; count: number | 'rebuild' }
  | { kind: 'removal'; pick: number }
  /** A removed product back under its id. */
  | { kind: 'reinsertion'; pick: number; values: Values }
  | { kind: 'shop'; pick: number; ships_to: string[] | null };

const write: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('insert' as const),
      values: productValues,
      inGap: fc.option(fc.nat(), { freq: 3 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('update' as const),
      pick: fc.nat(),
      change,
      values: productValues,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bulk' as const),
      pick: fc.nat(),
      change,
      values: fc.array(productValues, { minLength: 1, maxLength: 4 }),
      count: fc.oneof(
        { weight: 12, arbitrary: fc.integer({ min: 2, max: 250 }) },
        { weight: 1, arbitrary: fc.constant('rebuild' as const) },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('removal' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reinsertion' as const),
      pick: fc.nat(),
      values: productValues,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('shop' as const),
      pick: fc.nat(),
      ships_to: fc.option(fc.uniqueArray(fc.constantFrom(...COUNTRIES), { maxLength: 2 })),
    }),
  },
);

/**
 * A search as the engine sends it: the end of the page asked for as its limit, up to the cap, and
 * counted to the engine's count or, sometimes, fewer (a count reached early ends a walk sooner).
 * Fewer lists and conditions at once (fewerFilterQueries): what walks answer.
 */
const search: fc.Arbitrary<IndexQuery> = fc
  .record({
    query: fewerFilterQueries,
    perPage: fc.constantFrom(1, 5, 12, SEARCH_PER_PAGE, 48),
    page: fc.integer({ min: 1, max: 25 }),
    countUpTo: fc.option(fc.integer({ min: 1, max: 60 }), { freq: 3, nil: SEARCH_COUNTED_UP_TO }),
  })
  .map(({ query, perPage, page, countUpTo }) => ({
    ...query,
    limit: Math.min(page * perPage, SEARCH_RESULTS_CAP),
    countUpTo,
  }));

/** One step: a write (or none: searches one after another), then a search. Up to 80 steps a case. */
const steps = fc.array(fc.record({ write: fc.option(write, { freq: 5 }), query: search }), {
  minLength: 1,
  maxLength: 80,
  size: 'max',
});

describe('ProductSearchIndex with writes and searches interleaved (issue #60)', () => {
  it('answers every search between writes (inserts, changes of every kind, bulk changes, removals, re-insertions, shop changes) as a plain filter and sort of the products at that step, for pages up to the cap', async () => {
    const plans = new Set<string>();
    // Finished walks that answered a product written since the build: merged in from the moved ones.
    let writtenFoundByWalks = 0;
    // Every sort of the orders: one per build, and one per rebuild.
    const sorts = jest.spyOn(SortOrders.prototype, 'sort');
    let builds = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(1000, CATALOGUE.length),
        steps,
        async (catalogueSize, script) => {
          const built = CATALOGUE.slice(0, catalogueSize);
          const shops: IndexedShop[] = SHOPS.map((shop) => ({ ...shop }));
          const index = await indexOf(built, shops);
          builds++;
          const live = new Map(built.map((product) => [product.id, product]));
          const removed = new Map<number, IndexedProduct>();
          const builtIds = new Set(built.map((product) => product.id));
          let nextId = built.at(-1)!.id + 1;
          const upsert = (product: IndexedProduct) => {
            written.add(product.id);
            live.set(product.id, product);
            removed.delete(product.id);
            index.upsertProduct(product);
          };
          const pickLive = (pick: number) => {
            const ids = [...live.keys()].sort((a, b) => a - b);
            return { ids, at: pick % ids.length };
          };
          const written = new Set<number>();
          for (const [step, { write, query }] of script.entries()) {
            if (write?.kind === 'insert') {
              let id = nextId++;
              if (write.inGap !== null) {
                // An id the built catalogue skipped and no write used yet.
                const gaps = [];
                for (let gap = 1; gap < built.at(-1)!.id; gap++)
                  if (!builtIds.has(gap) && !live.has(gap) && !removed.has(gap)) gaps.push(gap);
                if (gaps.length > 0) id = gaps[write.inGap % gaps.length]!;
              }
              upsert({ ...write.values, id });
            } else if (write?.kind === 'update' && live.size > 0) {
              const { ids, at } = pickLive(write.pick);
              upsert(changed(live.get(ids[at]!)!, write.values, write.change));
            } else if (write?.kind === 'bulk' && live.size > 0) {
              const { ids, at } = pickLive(write.pick);
              const count = Math.min(
                ids.length,
                write.count === 'rebuild' ? rebuildsAt(index.size) : write.count,
              );
              for (let offset = 0; offset < count; offset++) {
                const id = ids[(at + offset) % ids.length]!;
                const values = write.values[offset % write.values.length]!;
                upsert(changed(live.get(id)!, values, write.change));
              }
            } else if (write?.kind === 'removal' && live.size > 0) {
              const { ids, at } = pickLive(write.pick);
              removed.set(ids[at]!, live.get(ids[at]!)!);
              live.delete(ids[at]!);
              index.removeProduct(ids[at]!);
            } else if (write?.kind === 'reinsertion' && removed.size > 0) {
              const id = [...removed.keys()][write.pick % removed.size]!;
              upsert({ ...write.values, id });
            } else if (write?.kind === 'shop') {
              const at = write.pick % shops.length;
              shops[at] = { ...shops[at]!, ships_to: write.ships_to };
              index.upsertShop(shops[at]!);
            }

            const { total, ids, plan } = index.find(query);
            const expected = reference(live, shops, query);
            if (total !== expected.total || !sameIds(ids, expected.ids))
              expect({ step, plan, total, ids }).toEqual({ step, plan, ...expected });
            const kind = planKind(plan);
            plans.add(kind);
            if (kind.endsWith('walk') && ids.some((id) => written.has(id))) writtenFoundByWalks++;
          }
        },
      ),
      // Each step searches a catalogue of thousands: shrinking stops after a while, the smallest
      // failing case found by then reported.
      { numRuns: 100, interruptAfterTimeLimit: 60_000 },
    );
    const rebuilds = sorts.mock.calls.length - builds;
    sorts.mockRestore();
    // The cases reach every kind of plan: walks along the catalogue's order or a list's that finish
    // (on a page's worth of matches, or at the end of a price or review count stretch), walks that
    // give up for a list's or a range's products, lists and ranges tested whole; and rebuilds.
    expect([...plans].sort()).toEqual(
      expect.arrayContaining([
        'list',
        'list walk',
        'list walk, then list',
        'range',
        'walk',
        'walk, then list',
        'walk, then range',
      ]),
    );
    expect(writtenFoundByWalks).toBeGreaterThan(0);
    expect(rebuilds).toBeGreaterThan(0);
  });
});

function sameIds(answered: number[], expected: number[]): boolean {
  return answered.length === expected.length && answered.every((id, at) => id === expected[at]);
}
