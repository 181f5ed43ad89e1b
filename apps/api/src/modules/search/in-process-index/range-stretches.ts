import type { IndexContents } from './index-maintenance';
import { FILTER_ROW_LENGTH } from './product-columns';
import type { IndexQuery } from './search-planning';
import { SCORE_ORDERS, type Presorted, type ScoreOrder } from './sort-orders';

/**
 * A stretch of a presorted order that holds every product, as of the last sort, within one of a
 * search's range filters (issue #32: such filters need not test every product).
 */
export interface RangeStretch {
  /** The filter, as plans name it. */
  name: string;
  order: Presorted;
  start: number;
  end: number;
}

const SCORE_NAMES: Record<ScoreOrder, string> = {
  average_rating: 'minimum rating',
  transparency: 'minimum transparency',
  authenticity: 'minimum authenticity',
};

/**
 * The stretches within each range filter the search sets, found by halving: a minimum review count
 * is a head of the reviews_count order, a minimum score a tail of that score's order, price bounds
 * a stretch of the price_asc order (see `dollarPriceWindow`).
 */
export function rangeStretches(contents: IndexContents, query: IndexQuery): RangeStretch[] {
  const { columns, orders } = contents;
  const stretches: RangeStretch[] = [];
  if (query.minReviews > 0) {
    const end = reviewedEnough(contents, query.minReviews, orders.order('reviews_count'));
    stretches.push({ name: 'minimum review count', order: 'reviews_count', start: 0, end });
  }
  const minimums: Record<ScoreOrder, number> = {
    average_rating: query.minRating,
    transparency: query.minTransparency,
    authenticity: query.minAuthenticity,
  };
  const rows = columns.filterRows;
  for (const [order, minimum] of Object.entries(minimums) as [ScoreOrder, number][]) {
    if (minimum <= 0) continue;
    const field = SCORE_ORDERS[order];
    const start = firstWhere(
      contents,
      orders.order(order),
      (slot) => rows[slot * FILTER_ROW_LENGTH + field]! >= minimum,
    );
    stretches.push({ name: SCORE_NAMES[order], order, start, end: orders.order(order).length });
  }
  if (query.price.min !== null || query.price.max !== null) {
    const [start, end] = dollarPriceWindow(contents, query, 'price_asc', orders.order('price_asc'));
    stretches.push({ name: 'price', order: 'price_asc', start, end });
  }
  return stretches;
}

/**
 * Where in `sequence` (the catalogue or a list presorted in the search's order) a walk's matches
 * may sit: under a price sort the stretch within the price bounds, under reviews_count the head
 * with enough reviews; otherwise the whole sequence.
 */
export function walkWindow(
  contents: IndexContents,
  query: IndexQuery,
  sequence: Int32Array,
): [number, number] {
  if (query.order === 'price_asc' || query.order === 'price_desc')
    return dollarPriceWindow(contents, query, query.order, sequence);
  if (query.order === 'reviews_count' && query.minReviews > 0)
    return [0, reviewedEnough(contents, query.minReviews, sequence)];
  return [0, sequence.length];
}

/** The end of a reviews_count sequence's head of products with at least `minimum` reviews. */
function reviewedEnough(contents: IndexContents, minimum: number, sequence: Int32Array): number {
  const counts = contents.columns.reviewsCounts;
  return firstWhere(contents, sequence, (slot) => counts[slot]! < minimum);
}

/** How many products a stretch's list holds at most: its own and every product changed since the sort. */
export const stretchLength = (contents: IndexContents, stretch: RangeStretch): number =>
  stretch.end - stretch.start + contents.orders.movedCount;

/**
 * The products a stretch stands for: those still where the last sort put them, and every product
 * changed or added since (whose place is unknown; the search's filter tests them).
 */
export function stretchSlots(contents: IndexContents, stretch: RangeStretch): Int32Array {
  const orders = contents.orders;
  const inPlace = orders.order(stretch.order).subarray(stretch.start, stretch.end);
  if (orders.movedCount === 0) return inPlace;
  const flags = orders.movedFlags;
  const kept = inPlace.filter((slot) => flags[slot] !== 1);
  const slots = new Int32Array(kept.length + orders.movedCount);
  slots.set(kept);
  slots.set([...orders.movedSlots], kept.length);
  return slots;
}

/**
 * Where in a sequence in a price order products may meet the search's price bounds: the stretch
 * between the bounds in dollars. Bounds on own-currency prices become dollar bounds through the
 * least and most dollars per unit any product has, widened past rounding: a stretch that holds
 * every match, which the filter narrows. Without bounds, or with own-currency prices that have no
 * dollar price, the whole sequence.
 */
function dollarPriceWindow(
  contents: IndexContents,
  query: IndexQuery,
  order: 'price_asc' | 'price_desc',
  sequence: Int32Array,
): [number, number] {
  const columns = contents.columns;
  const whole: [number, number] = [0, sequence.length];
  let { min, max } = query.price;
  if (min === null && max === null) return whole;
  if (!query.price.inDollars) {
    // Products without a dollar price sit after the stretch: they must meet no bound for it to hold.
    const { least, most } = columns.dollarsPerUnit;
    if (columns.unconverted.size > 0 || most === 0 || (max === null && (min === null || min <= 0)))
      return whole;
    min = min === null || min <= 0 ? null : min * least * (1 - 1e-9);
    max = max === null ? null : max * most * (1 + 1e-9);
  }
  const prices = columns.pricesUsd;
  // Both orders put products without a dollar price (NaN) last; they meet no bound, so the stretch
  // ends before them.
  const firstWhereOf = (holds: (price: number) => boolean) =>
    firstWhere(contents, sequence, (slot) => holds(prices[slot]!));
  const priced = firstWhereOf((price) => Number.isNaN(price));
  if (order === 'price_asc') {
    return [
      min === null ? 0 : firstWhereOf((price) => !(price < min)),
      max === null ? priced : firstWhereOf((price) => !(price <= max)),
    ];
  }
  return [
    max === null ? 0 : firstWhereOf((price) => !(price > max)),
    min === null ? priced : firstWhereOf((price) => !(price >= min)),
  ];
}

/**
 * The first place in a presorted sequence from which every product still in place holds (`holds`
 * must be false and then true along the order), found by halving. A product changed since the
 * sort may sit out of place: the halving judges by the next product still in place instead.
 */
function firstWhere(
  contents: IndexContents,
  order: Int32Array,
  holds: (slot: number) => boolean,
): number {
  const flags = contents.orders.movedFlags;
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    let probe = middle;
    while (probe < high && flags[order[probe]!] === 1) probe++;
    // From `middle` on, only changed products up to the first in place that holds: the place is `middle`.
    if (probe === high || holds(order[probe]!)) high = middle;
    else low = probe + 1;
  }
  return low;
}
