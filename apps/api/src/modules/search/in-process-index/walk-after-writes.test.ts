import fc from 'fast-check';
import {
  fewerFilterQueries,
  indexOf,
  planKind,
  productValues,
  reference,
  SHOPS,
} from './index-test-fixtures';
import type { IndexedProduct } from './product-columns';

describe('ProductSearchIndex walks and ranges after writes (issues #31, #32)', () => {
  it('answers the same when walks or range filters run into products changed since the last sort, for every kind of plan', async () => {
    // Large enough for walks along an order to finish before testing a list whole; the changes stay
    // under the rebuild threshold, so every walk merges them into the presorted order.
    // Top ratings only among products without reviews, the far end of the reviews_count order (a
    // walk for them along it spends its budget and gives up for a test of a list or of a range's products).
    const topRatedUnreviewed = (values: Omit<IndexedProduct, 'id'>) => ({
      ...values,
      average_rating:
        values.reviews_count === 0 ? values.average_rating : Math.min(values.average_rating, 4.25),
    });
    const products = fc
      .sample(productValues, { numRuns: 6000, seed: 4 })
      .map((values, index) => ({ ...topRatedUnreviewed(values), id: index + 1 }));
    // Fewer lists and conditions at once, and short pages: what walks answer.
    const walkable = fewerFilterQueries.map((query) => ({
      ...query,
      limit: 1 + (query.limit % 12),
      countUpTo: 1 + (query.countUpTo % 20),
    }));
    const plans = new Set<string>();
    let changedFoundByWalks = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ pick: fc.nat(), values: productValues, added: fc.boolean() }), {
          minLength: 1,
          maxLength: 400,
        }),
        fc.array(walkable, { minLength: 20, maxLength: 40 }),
        async (edits, searches) => {
          const index = await indexOf(products, SHOPS);
          const byId = new Map(products.map((product) => [product.id, product]));
          const changed = new Set<number>();
          let nextId = products.length + 1;
          for (const edit of edits) {
            const product = {
              ...topRatedUnreviewed(edit.values),
              id: edit.added ? nextId++ : (edit.pick % products.length) + 1,
            };
            byId.set(product.id, product);
            changed.add(product.id);
            index.upsertProduct(product);
          }
          for (const query of searches) {
            const { total, ids, plan } = index.find(query);
            expect({ total, ids }).toEqual(reference(byId, SHOPS, query));
            plans.add(planKind(plan));
            if (plan.startsWith('walked') && ids.some((id) => changed.has(id)))
              changedFoundByWalks++;
          }
        },
      ),
      // Shrinking 400 changes over 6,000 products takes minutes: the first failing case is reported as found.
      { numRuns: 12, seed: 20261126, endOnFailure: true },
    );
    expect([...plans].sort()).toEqual([
      'list',
      'list walk',
      'list walk, then list',
      'nothing',
      'range',
      'walk',
      'walk, then list',
      'walk, then range',
    ]);
    expect(changedFoundByWalks).toBeGreaterThan(0);
  });
});
