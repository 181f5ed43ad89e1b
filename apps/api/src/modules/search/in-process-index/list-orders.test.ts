import fc from 'fast-check';
import { catalogues } from './index-test-fixtures';
import { ListOrders } from './list-orders';
import { PostingListsBuilder } from './posting-lists';
import { ProductColumns } from './product-columns';
import { ORDERS, SortOrders } from './sort-orders';

describe('ListOrders (issue #32)', () => {
  it('holds every list at least the minimum long in each sort order, as the catalogue is sorted, and no shorter one', () => {
    fc.assert(
      fc.property(catalogues(120), fc.integer({ min: 1, max: 40 }), (products, minLength) => {
        const columns = new ProductColumns(16);
        const builder = new PostingListsBuilder<number>();
        products.forEach((product, slot) => {
          columns.write(slot, product, 0, 0);
          builder.add(slot, product.category_ids);
        });
        columns.trim();
        const lists = builder.build(columns.size);
        const orders = new SortOrders(columns);
        const presorted = ListOrders.build(lists, orders, minLength);
        for (const [category, slots] of lists.entries()) {
          const members = new Set(slots);
          for (const order of ORDERS) {
            const sequence = presorted.order(category, order);
            expect(sequence && Array.from(sequence)).toEqual(
              slots.length < minLength
                ? null
                : Array.from(orders.order(order)).filter((slot) => members.has(slot)),
            );
          }
        }
        expect(presorted.order(99, 'newest')).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});
