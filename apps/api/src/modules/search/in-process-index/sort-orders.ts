import type { SortBy } from '@vouch/domain';
import type { Compare } from './bounded-heap';
import { keyedOrder } from './keyed-order';
import { FILTER_FIELDS, FILTER_ROW_LENGTH, type ProductColumns } from './product-columns';

export const ORDERS: readonly SortBy[] = [
  'reviews_count',
  'newest',
  'best_selling',
  'price_asc',
  'price_desc',
];

/** The score filters' fields in the filter row, each presorted ascending: a minimum is a stretch to the end. */
export const SCORE_ORDERS = {
  average_rating: FILTER_FIELDS.averageRating,
  transparency: FILTER_FIELDS.transparency,
  authenticity: FILTER_FIELDS.authenticity,
} as const;
export type ScoreOrder = keyof typeof SCORE_ORDERS;
/** An order the catalogue is presorted in: a sort order, or a score column's. */
export type Presorted = SortBy | ScoreOrder;

/**
 * The catalogue presorted in each sort order and by each score (issue #32: a range of one is a
 * stretch of its order), and the products changed or added since it was sorted, kept apart: a walk
 * merges them in (`movedInOrder`), a stretch adds them (`movedSlots`), both skip their old places
 * (`movedFlags`).
 */
export class SortOrders {
  /** Products changed or added since the orders were sorted. */
  private moved = new Set<number>();
  /** The same, by slot (1), over the slots the orders hold. */
  private flags = new Uint8Array(0);
  private movedSorted = new Map<SortBy, Int32Array>();
  private readonly orders = new Map<Presorted, Int32Array>();
  /** Per order, the comparison the bounded heap uses: by position in the presorted order where both products still sit there. */
  private readonly rankedComparators = new Map<SortBy, Compare>();
  /** Per order, each slot's position in the presorted order (slots added since have none). */
  private readonly ranks = new Map<SortBy, Int32Array>();
  private readonly comparators: Map<SortBy, Compare>;

  /** The catalogue sorted in each order, or, from a snapshot, as it was sorted then. */
  constructor(
    private readonly columns: ProductColumns,
    sorted?: ReadonlyMap<Presorted, Int32Array>,
  ) {
    this.comparators = comparatorsOver(columns);
    if (sorted) this.adopt(sorted);
    else this.sort();
  }

  /** What a snapshot keeps of the orders; only orders with no product moved since they were sorted have one. */
  snapshot(): ReadonlyMap<Presorted, Int32Array> {
    if (this.moved.size > 0)
      throw new Error('orders with products moved since the sort have no snapshot');
    return this.orders;
  }

  /** How many products changed or were added since the last sort. */
  get movedCount(): number {
    return this.moved.size;
  }

  /** By slot, 1 for a product changed since the last sort: its place in the presorted orders is stale. */
  get movedFlags(): Uint8Array {
    return this.flags;
  }

  /** The products changed or added since the last sort, in no order. */
  get movedSlots(): ReadonlySet<number> {
    return this.moved;
  }

  /** The catalogue in `order` as of the last sort. */
  order(order: Presorted): Int32Array {
    return this.orders.get(order)!;
  }

  /** Spec §3's order over slots, by the values. */
  compare(order: SortBy): Compare {
    return this.comparators.get(order)!;
  }

  /** The same order, by position where both products sit where the last sort put them: cheaper. */
  rankedCompare(order: SortBy): Compare {
    return this.rankedComparators.get(order)!;
  }

  /** Each slot's position in the presorted `order`, as of the last sort. */
  rank(order: SortBy): Int32Array {
    return this.ranks.get(order)!;
  }

  /** A product changed or added since the last sort. */
  markMoved(slot: number): void {
    this.moved.add(slot);
    this.flags[slot] = 1;
    this.movedSorted.clear();
  }

  /** The products changed since the last sort, in `order`. */
  movedInOrder(order: SortBy): Int32Array {
    let sorted = this.movedSorted.get(order);
    if (!sorted) {
      sorted = Int32Array.from(this.moved).sort(this.compare(order));
      this.movedSorted.set(order, sorted);
    }
    return sorted;
  }

  /** Sorts the catalogue again in every order: no product has moved since. */
  sort(): void {
    const sorted = new Map<Presorted, Int32Array>();
    for (const [order, field] of Object.entries(SCORE_ORDERS))
      sorted.set(order as ScoreOrder, ascendingByField(this.columns, field));
    // Ties go by id: by slot where the ids ascend with the slots (a build; products added since may not).
    const size = this.columns.size;
    const ids = this.columns.ids;
    let keyed = true;
    for (let slot = 1; keyed && slot < size; slot++) keyed = ids[slot - 1]! < ids[slot]!;
    for (const order of ORDERS) {
      const key = ORDER_KEYS[order];
      sorted.set(
        order,
        keyed
          ? keyedOrder(key.values(this.columns), size, key.direction, key.tie)
          : Int32Array.from({ length: size }, (_, slot) => slot).sort(this.comparators.get(order)!),
      );
    }
    this.adopt(sorted);
  }

  /** Takes `sorted` as the orders, every product in its place: none moved. */
  private adopt(sorted: ReadonlyMap<Presorted, Int32Array>): void {
    const flags = new Uint8Array(this.columns.size);
    for (const [order, slots] of sorted) this.orders.set(order, slots);
    for (const order of ORDERS) {
      const compare = this.comparators.get(order)!;
      const inOrder = sorted.get(order)!;
      const rank = new Int32Array(inOrder.length);
      for (let position = 0; position < inOrder.length; position++)
        rank[inOrder[position]!] = position;
      this.ranks.set(order, rank);
      const ranked = inOrder.length;
      // Comparing positions is one read each where the values take several; a product changed or
      // added since (flagged, or past the sorted slots) is compared by its values.
      this.rankedComparators.set(order, (a, b) =>
        a < ranked && b < ranked && (flags[a]! | flags[b]!) === 0
          ? rank[a]! - rank[b]!
          : compare(a, b),
      );
    }
    this.moved = new Set();
    this.flags = flags;
    this.movedSorted.clear();
  }
}

/** The slots ascending by one field of the filter row, ties in slot order. */
function ascendingByField(columns: ProductColumns, field: number): Int32Array {
  const size = columns.size;
  const values = new Float64Array(size);
  for (let slot = 0; slot < size; slot++)
    values[slot] = columns.filterRows[slot * FILTER_ROW_LENGTH + field]!;
  return keyedOrder(values, size, 1, 1);
}

/** Each order's value, its direction and the direction of ties by id (as `comparatorsOver`'s). */
const ORDER_KEYS: Record<
  SortBy,
  { values: (columns: ProductColumns) => ArrayLike<number>; direction: 1 | -1; tie: 1 | -1 }
> = {
  reviews_count: { values: (columns) => columns.reviewsCounts, direction: -1, tie: -1 },
  newest: { values: (columns) => columns.createdAt, direction: -1, tie: -1 },
  best_selling: { values: (columns) => columns.salesCounts, direction: -1, tie: -1 },
  price_asc: { values: (columns) => columns.pricesUsd, direction: 1, tie: 1 },
  price_desc: { values: (columns) => columns.pricesUsd, direction: -1, tie: -1 },
};

/** Missing prices (NaN, PostgreSQL's null) after every price, whichever the direction. */
function byPrice(left: number, right: number, direction: 1 | -1): number {
  const leftMissing = Number.isNaN(left);
  const rightMissing = Number.isNaN(right);
  if (leftMissing || rightMissing) return Number(leftMissing) - Number(rightMissing);
  return (left - right) * direction;
}

/**
 * Spec §3's sorts over slots, negative when `a` comes first: ties go to the newer id (the older for
 * price_asc). They read the columns when called, as the columns are replaced when they grow.
 */
function comparatorsOver(columns: ProductColumns): Map<SortBy, Compare> {
  return new Map<SortBy, Compare>([
    [
      'reviews_count',
      (a, b) =>
        columns.reviewsCounts[b]! - columns.reviewsCounts[a]! || columns.ids[b]! - columns.ids[a]!,
    ],
    [
      'newest',
      (a, b) => columns.createdAt[b]! - columns.createdAt[a]! || columns.ids[b]! - columns.ids[a]!,
    ],
    [
      'best_selling',
      (a, b) =>
        columns.salesCounts[b]! - columns.salesCounts[a]! || columns.ids[b]! - columns.ids[a]!,
    ],
    [
      'price_asc',
      (a, b) =>
        byPrice(columns.pricesUsd[a]!, columns.pricesUsd[b]!, 1) ||
        columns.ids[a]! - columns.ids[b]!,
    ],
    [
      'price_desc',
      (a, b) =>
        byPrice(columns.pricesUsd[a]!, columns.pricesUsd[b]!, -1) ||
        columns.ids[b]! - columns.ids[a]!,
    ],
  ]);
}

/**
 * The orders whose first sort value sits in the filter row, and its direction (1: ascending);
 * missing prices (NaN) sort last either way.
 */
export const ROW_SORT_KEYS: Partial<Record<SortBy, { field: number; direction: 1 | -1 }>> = {
  reviews_count: { field: FILTER_FIELDS.reviewsCount, direction: -1 },
  price_asc: { field: FILTER_FIELDS.priceUsd, direction: 1 },
  price_desc: { field: FILTER_FIELDS.priceUsd, direction: -1 },
};
