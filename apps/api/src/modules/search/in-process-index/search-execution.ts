import type { SearchSample, SampledMatch } from '../search-engine';
import { BoundedHeap, type Compare } from './bounded-heap';
import type { IndexContents } from './index-maintenance';
import { COUNTRY_CODES, FILTER_FIELDS, FILTER_ROW_LENGTH } from './product-columns';
import type { IndexQuery, PreparedSearch, WalkPlan } from './search-planning';
import type { SlotFilter } from './slot-filter';
import { ROW_SORT_KEYS } from './sort-orders';

/** Matches found: how many (counted up to where the search stopped) and the first ones' slots in order. */
export interface Found {
  total: number;
  slots: ArrayLike<number>;
}

/** Tests the list's products (null: every product) and keeps the first `limit` in order (a bounded heap), counting them all. */
export function gather(
  contents: IndexContents,
  list: Int32Array | null,
  query: IndexQuery,
  filter: SlotFilter,
  compare: Compare,
): Found {
  const heap = new BoundedHeap(query.limit, compare);
  const rows = contents.columns.filterRows;
  const { field, direction } = ROW_SORT_KEYS[query.order] ?? { field: -1, direction: 1 };
  const rowLength = FILTER_ROW_LENGTH;
  // Once the heap is full, a match whose first sort value (read from its row, at hand after the
  // test) comes after the last kept one's is passed over without a comparison.
  const keyOf = (slot: number) => {
    const value = rows[slot * rowLength + field]!;
    return Number.isNaN(value) ? Infinity : value * direction;
  };
  let lastKeptKey = Infinity;
  let total = 0;
  const length = list === null ? contents.columns.size : list.length;
  for (let index = 0; index < length; index++) {
    const slot = list === null ? index : list[index]!;
    if (!filter.test(slot)) continue;
    total++;
    if (field >= 0 && heap.full && keyOf(slot) > lastKeptKey) continue;
    heap.offer(slot);
    if (field >= 0 && heap.full) lastKeptKey = keyOf(heap.last);
  }
  return { total, slots: heap.sorted() };
}

/** How often a walk checks its pace, in products tested. */
const PACE_CHECK = 2048;
/** The share of its budget a walk spends before its pace is judged: matches can start late. */
const PACE_JUDGED_AFTER = 1 / 16;

/**
 * Walks the plan's sequence (the catalogue or a list, in the sort order), the products changed
 * since it was sorted merged in (the filter tests whether they belong to the list), until
 * `countUpTo` matches are counted and `limit` kept, or it gives up (not done): its budget of
 * products was tested, or at its pace so far it would be (the plan's sample judged the driver's
 * products, not the stretch of the order walked first; a filter can be rare there, as high
 * authenticity is among the most reviewed products).
 */
export function walk(
  contents: IndexContents,
  query: IndexQuery,
  filter: SlotFilter,
  plan: WalkPlan,
): Found & { done: boolean; tested: number } {
  const orders = contents.orders;
  const order = plan.sequence;
  const compare = orders.compare(query.order);
  const moved = orders.movedInOrder(query.order);
  const flags = orders.movedFlags;
  const budget = plan.budget;
  const slots: number[] = [];
  let total = 0;
  let tested = 0;
  let next = 0;
  let index = plan.window[0];
  const end = plan.window[1];
  const needed = Math.max(query.countUpTo, query.limit);
  while (tested < budget) {
    if (tested % PACE_CHECK === 0 && tested > 0 && tested >= budget * PACE_JUDGED_AFTER) {
      const left = end - index + moved.length - next;
      if (tested + left > budget && tested * needed > budget * (total + 1))
        return { done: false, total, slots, tested };
    }
    // The next product in order: from the presorted order (skipping moved ones) or the moved ones.
    while (index < end && flags[order[index]!] === 1) index++;
    let slot: number;
    if (next < moved.length && (index === end || compare(moved[next]!, order[index]!) < 0))
      slot = moved[next++]!;
    else if (index < end) slot = order[index++]!;
    else return { done: true, total, slots, tested };
    tested++;
    if (filter.test(slot)) {
      total++;
      if (slots.length < query.limit) slots.push(slot);
      if (total >= query.countUpTo && slots.length >= query.limit)
        return { done: true, total, slots, tested };
    }
  }
  return { done: false, total, slots, tested };
}

/**
 * Up to `limit` of a search's matches, the first in slot order (the cheapest to find), with what
 * the filter sidebar counts them by, and whether there are more.
 */
export function sampleMatches(
  contents: IndexContents,
  prepared: PreparedSearch,
  limit: number,
): SearchSample {
  const { driver, listFilter } = prepared;
  const { ids, filterRows } = contents.columns;
  const countries = contents.countries();
  const matches: SampledMatch[] = [];
  const length = driver?.length ?? contents.columns.size;
  for (let index = 0; index < length; index++) {
    const slot = driver === null ? index : driver[index]!;
    if (!listFilter.test(slot)) continue;
    if (matches.length === limit) return { matches, more: true };
    const row = slot * FILTER_ROW_LENGTH;
    matches.push({
      id: ids[slot]!,
      averageRating: filterRows[row + FILTER_FIELDS.averageRating]!,
      storeCountry: countries[filterRows[row + FILTER_FIELDS.place]! % COUNTRY_CODES] ?? '',
    });
  }
  return { matches, more: false };
}
