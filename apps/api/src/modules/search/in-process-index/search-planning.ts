import type { SortBy } from '@vouch/domain';
import type { SearchFilters } from '../search-engine';
import type { IndexContents } from './index-maintenance';
import { FILTER_FIELDS } from './product-columns';
import {
  bitsetAnd,
  bitsetNot,
  bitsetOf,
  bitsetOr,
  type SlotBitsetPool,
  slotsOf,
  type SlotBitset,
} from './slot-bitset';
import { SlotFilter, type SlotConditions } from './slot-filter';
import type { TsQuery } from './ts-query';
import {
  rangeStretches,
  stretchLength,
  stretchSlots,
  type RangeStretch,
  walkWindow,
} from './range-stretches';

/** A search as the index reads it: the filters, the text as PostgreSQL reads it, the order and how many to answer. */
export interface IndexQuery extends SearchFilters {
  text: TsQuery | null;
  order: SortBy;
  /** How many matches to answer, in order: the end of the page asked for. */
  limit: number;
  /** Matches are counted up to this many. */
  countUpTo: number;
}

/** What a search tests: the list it starts from, the others, its conditions, and the filter for the list's products. */
export interface PreparedSearch {
  /** The shortest list the search names, or its narrowest range's products (null: every product). */
  driver: Int32Array | null;
  driverName: string;
  /**
   * What testing one of the driver's products costs, in products tested in slot order: a list is
   * in slot order (1), a range's products sit in the order of its column, scattered (WALK_STEP_COST).
   */
  driverStepCost: number;
  textSlots: Int32Array | null;
  categorySlots: Int32Array | null;
  conditions: SlotConditions;
  /** Tests the driver's products: every condition but the driver's own. */
  listFilter: SlotFilter;
}

/** A walk along the sort order worth trying before testing the driver list whole. */
export interface WalkPlan {
  /** The stretch of the presorted order where matches may sit. */
  window: [number, number];
  /** Products the walk may test before it gives up for the whole test. */
  budget: number;
}

/**
 * What testing one product costs when reached by walking a sort order, in products tested in slot
 * order: a walk reaches products scattered over memory (a fetch each), slot order streams them.
 */
export const WALK_STEP_COST = 8;
/** Products tested to judge how common a search's matches are among a list's. */
const SAMPLE_SIZE = 1024;

/**
 * What a search tests: its driver list (the shortest it names; null: every product), the other
 * lists and conditions, and the filter for the driver's products; or why nothing can match.
 * Bit sets come from `bitsets`, released by the caller after the search.
 */
export function prepareSearch(
  contents: IndexContents,
  bitsets: SlotBitsetPool,
  query: IndexQuery,
): PreparedSearch | { nothing: string } {
  const size = contents.columns.size;
  let shopSlot = -1;
  if (query.shop) {
    shopSlot = contents.shopSlotAt(query.shop.domain, query.shop.platform);
    if (shopSlot < 0) return { nothing: 'no such shop' };
  }
  let country = -1;
  if (query.storeCountry !== null) {
    country = contents.countryCode(query.storeCountry);
    if (country < 0) return { nothing: 'no product from that store country' };
  }
  // The lists a search can start from: the shortest is the driver, the others become bit tests.
  const textSlots = query.text ? textMatches(contents, query.text) : null;
  const categorySlots =
    query.categoryId === null ? null : contents.categories.list(query.categoryId);
  const lists = {
    text: textSlots,
    category: categorySlots,
    shop: shopSlot < 0 ? null : contents.byShop.list(shopSlot),
    'store country': country < 0 ? null : contents.byCountry.list(country),
  };
  let driverStepCost = 1;
  let [driverName, driver] = Object.entries(lists).reduce<[string, Int32Array | null]>(
    (shortest, [name, list]) =>
      list !== null && (shortest[1] === null || list.length < shortest[1].length)
        ? [`${name} list`, list]
        : shortest,
    ['', null],
  );
  // A range filter's stretch of its presorted order when it is shorter still (issue #32).
  const stretch = rangeStretches(contents, query).reduce<RangeStretch | null>(
    (narrowest, candidate) =>
      narrowest === null || stretchLength(contents, candidate) < stretchLength(contents, narrowest)
        ? candidate
        : narrowest,
    null,
  );
  if (stretch !== null && stretchLength(contents, stretch) < (driver?.length ?? size)) {
    driver = stretchSlots(contents, stretch);
    driverName = `${stretch.name} range`;
    driverStepCost = WALK_STEP_COST;
  }
  if (driver !== null && driver.length === 0) return { nothing: `the ${driverName} is empty` };

  const shipsTo = query.shipsTo === null ? null : contents.shopsShippingTo(query.shipsTo);
  const conditions: SlotConditions = {
    textBits: null,
    categoryBits: null,
    minRating: query.minRating,
    minTransparency: query.minTransparency,
    minAuthenticity: query.minAuthenticity,
    minReviews: query.minReviews,
    priceField: query.price.inDollars ? FILTER_FIELDS.priceUsd : FILTER_FIELDS.lowestPrice,
    minPrice: query.price.min,
    maxPrice: query.price.max,
    country,
    shopSlot,
    shipsTo,
  };
  // Testing the driver list's products (or, without one, every product) needs no test of its own condition.
  const listFilter = new SlotFilter(contents.columns, {
    ...conditions,
    textBits: textSlots !== null && textSlots !== driver ? bitsets.of(textSlots, size) : null,
    categoryBits:
      categorySlots !== null && categorySlots !== driver ? bitsets.of(categorySlots, size) : null,
  });
  return {
    driver,
    driverName,
    driverStepCost,
    textSlots,
    categorySlots,
    conditions,
    listFilter,
  };
}

/**
 * Whether to walk the sort order first. The walk stops at `countUpTo` matches: cheaper than
 * testing the driver list whole when matches are common along the order, dearer when they are
 * rare. A sample of the list says how common they are; under a price or reviews_count sort the
 * walk covers only the stretch of the order within the search's bounds (`walkWindow`). The walk
 * gets the whole test's cost as its budget in case the sample misjudged (matches clustered at the
 * order's far end); the whole test runs when it is spent. A range's products cost a walk step
 * each, so the walk is tried whenever it tests fewer.
 */
export function walkPlan(
  contents: IndexContents,
  query: IndexQuery,
  prepared: PreparedSearch,
): WalkPlan | null {
  const size = contents.columns.size;
  const { driver, listFilter, driverStepCost } = prepared;
  const candidates = driver?.length ?? size;
  // The whole test's cost, in walk steps.
  const wholeTest = (candidates * driverStepCost) / WALK_STEP_COST;
  const needed = Math.max(query.limit, query.countUpTo);
  const window = walkWindow(contents, query);
  const walkLength = needed / (sampledShare(driver, candidates, listFilter) * (candidates / size));
  const tryWalk = walkLength < wholeTest || window[1] - window[0] <= wholeTest;
  return tryWalk ? { window, budget: wholeTest } : null;
}

/** The share of the list's products (null: every product) meeting the filter, from an evenly spread sample. */
function sampledShare(list: Int32Array | null, length: number, filter: SlotFilter): number {
  if (length === 0) return 0;
  const step = Math.max(1, length / SAMPLE_SIZE);
  let tested = 0;
  let met = 0;
  for (let position = 0; position < length; position += step) {
    tested++;
    if (filter.test(list === null ? Math.floor(position) : list[Math.floor(position)]!)) met++;
  }
  return met / tested;
}

/** The slots whose words satisfy the query, ascending. */
function textMatches(contents: IndexContents, query: TsQuery): Int32Array {
  if (query.kind === 'lexeme') return contents.words.list(query.lexeme);
  if (query.kind === 'empty') return new Int32Array(0);
  return slotsOf(textBits(contents, query));
}

function textBits(contents: IndexContents, query: TsQuery): SlotBitset {
  const size = contents.columns.size;
  switch (query.kind) {
    case 'lexeme':
      return bitsetOf(contents.words.list(query.lexeme), size);
    case 'and':
      return bitsetAnd(textBits(contents, query.left), textBits(contents, query.right));
    case 'or':
      return bitsetOr(textBits(contents, query.left), textBits(contents, query.right));
    case 'not':
      return bitsetNot(textBits(contents, query.operand), size);
    case 'empty':
      return new Uint32Array((size + 31) >>> 5);
  }
}
