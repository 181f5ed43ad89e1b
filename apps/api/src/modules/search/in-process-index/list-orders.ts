import type { SortBy } from '@vouch/domain';
import type { PostingLists } from './posting-lists';
import { ORDERS, type SortOrders } from './sort-orders';

/**
 * Lists shorter than this are tested whole: at 10M products a list of this length is tested in
 * about 5 ms at speed index 70, and a search that sorts a longer one walks its order instead.
 */
export const PRESORTED_LIST_MIN = 16_384;

/**
 * The long lists' products in each sort order (issue #32: at ten million products a category or a
 * store country holds 800,000, and a search sorted by price within one tested them all where the
 * catalogue's own order puts most of them far down). Derived from the catalogue's orders in one
 * pass each, no sorting. A product changed since sits in its old place here as in the catalogue's
 * orders: a walk skips it by the orders' moved flags and merges the moved products in.
 */
export class ListOrders<K> {
  private constructor(
    /** A list's place among those presorted here. */
    private readonly places: Map<K, number>,
    /** Where each presorted list starts in each order's sequence (one more entry: the end). */
    private readonly offsets: Int32Array,
    private readonly sequences: ReadonlyMap<SortBy, Int32Array>,
  ) {}

  /** Every list of `lists` at least `minLength` long, in each of `orders`' sort orders. */
  static build<K>(
    lists: PostingLists<K>,
    orders: SortOrders,
    size: number,
    minLength = PRESORTED_LIST_MIN,
  ): ListOrders<K> {
    const places = new Map<K, number>();
    const members: Int32Array[] = [];
    for (const [key, slots] of lists.entries()) {
      if (slots.length < minLength) continue;
      places.set(key, members.length);
      members.push(slots);
    }
    const offsets = new Int32Array(members.length + 1);
    members.forEach((slots, place) => (offsets[place + 1] = offsets[place]! + slots.length));
    // Each product's presorted lists, slot by slot, to hand it to them in one pass per order.
    const starts = new Int32Array(size + 1);
    for (const slots of members) for (const slot of slots) starts[slot + 1]!++;
    for (let slot = 0; slot < size; slot++) starts[slot + 1]! += starts[slot]!;
    const listsOfSlot = new Int32Array(offsets[members.length]!);
    const filled = starts.slice(0, size);
    members.forEach((slots, place) => {
      for (const slot of slots) listsOfSlot[filled[slot]!++] = place;
    });
    const sequences = new Map<SortBy, Int32Array>();
    for (const order of ORDERS) {
      const sequence = new Int32Array(listsOfSlot.length);
      const next = offsets.slice(0, members.length);
      for (const slot of orders.order(order))
        for (let member = starts[slot]!; member < starts[slot + 1]!; member++)
          sequence[next[listsOfSlot[member]!]!++] = slot;
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
