import type { SortBy } from '@vouch/domain';
import type { PostingLists } from './posting-lists';
import { radixSort } from './radix-sort';
import { ORDERS, type SortOrders } from './sort-orders';

/**
 * Lists shorter than this are tested whole: at 10M products a list of this length is tested in
 * about 5 ms at speed index 70, and a search that sorts a longer one walks its order instead.
 */
export const PRESORTED_LIST_MIN = 16_384;

/**
 * The words' lists presorted: from four times the other lists' minimum (65,536 products, tested
 * whole in about 17 ms at 10M products at speed index 70) to a twentieth of the catalogue, past
 * which their matches already lie close together along the catalogue's own order (a walk there
 * tests at most 1 / share products per match more). In the index-scale bench that took 60 bytes a
 * product at 10M and none at 1M, and the broad mix's p95 at 10M went from 18.5 to 13.4 ms. From
 * 32,768 products it read 7.6 ms, but took 40 bytes a product at 1M, where those words are tested
 * whole in 5 ms: the server there was resident at 541-544 MB once settled, against a bar of 500.
 */
export const PRESORTED_WORD_MIN_FACTOR = 4;
export const PRESORTED_WORD_SHARE_MAX = 1 / 20;

/**
 * The long lists' products in each sort order (issue #32: at ten million products a category or a
 * store country holds 800,000, and a search sorted by price within one tested them all where the
 * catalogue's own order puts most of them far down). Derived from the catalogue's orders: each
 * list's positions in an order, radix sorted, read back as slots. A product changed since sits in
 * its old place here as in the catalogue's orders: a walk skips it by the orders' moved flags and
 * merges the moved products in.
 */
export class ListOrders<K> {
  private constructor(
    /** A list's place among those presorted here. */
    private readonly places: Map<K, number>,
    /** Where each presorted list starts in each order's sequence (one more entry: the end). */
    private readonly offsets: Int32Array,
    private readonly sequences: ReadonlyMap<SortBy, Int32Array>,
  ) {}

  /** Every list of `lists` at least `minLength` and at most `maxLength` long, in each of `orders`' sort orders. */
  static build<K>(
    lists: PostingLists<K>,
    orders: SortOrders,
    minLength = PRESORTED_LIST_MIN,
    maxLength = Infinity,
  ): ListOrders<K> {
    const places = new Map<K, number>();
    const members: Int32Array[] = [];
    for (const [key, slots] of lists.entries()) {
      if (slots.length < minLength || slots.length > maxLength) continue;
      places.set(key, members.length);
      members.push(slots);
    }
    const offsets = new Int32Array(members.length + 1);
    members.forEach((slots, place) => (offsets[place + 1] = offsets[place]! + slots.length));
    const sequences = new Map<SortBy, Int32Array>();
    const scratch = new Int32Array(Math.max(0, ...members.map((slots) => slots.length)));
    for (const order of ORDERS) {
      const rank = orders.rank(order);
      const inOrder = orders.order(order);
      const sequence = new Int32Array(offsets[members.length]!);
      members.forEach((slots, place) => {
        // The list's positions in the catalogue's order, sorted, read back as slots: the reads go
        // up the rank and order arrays in step (products one by one through the catalogue's order
        // fetched each product's lists from wherever they lay, three times slower at 1M).
        const positions = sequence.subarray(offsets[place]!, offsets[place + 1]!);
        for (let index = 0; index < slots.length; index++) positions[index] = rank[slots[index]!]!;
        radixSort(positions, scratch, inOrder.length);
        for (let index = 0; index < positions.length; index++)
          positions[index] = inOrder[positions[index]!]!;
      });
      sequences.set(order, sequence);
    }
    return new ListOrders(places, offsets, sequences);
  }

  /** The list of `key` in `order` as of the orders' last sort, or null when it is not presorted. */
  order(key: K, order: SortBy): Int32Array | null {
    const place = this.places.get(key);
    if (place === undefined) return null;
    return this.sequences.get(order)!.subarray(this.offsets[place]!, this.offsets[place + 1]!);
  }
}
