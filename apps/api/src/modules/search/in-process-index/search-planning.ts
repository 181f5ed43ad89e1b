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
  /** The shortest list the search names (null: every product). */
  driver: Int32Array | null;
  driverName: string;
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
  const [driverName, driver] = Object.entries(lists).reduce<[string, Int32Array | null]>(
    (shortest, [name, list]) =>
      list !== null && (shortest[1] === null || list.length < shortest[1].length)
        ? [name, list]
        : shortest,
    ['', null],
  );
  if (driver !== null && driver.length === 0) return { nothing: `the ${driverName} list is empty` };

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
  return { driver, driverName, textSlots, categorySlots, conditions, listFilter };
}

/**
 * Whether to walk the sort order first. The walk stops at `countUpTo` matches: cheaper than
 * testing the driver list whole when matches are common along the order, dearer when they are
 * rare. A sample of the list says how common they are; under a price sort the walk covers only the
 * stretch of the order within the dollar bounds. The walk gets the whole test's cost as its budget
 * in case the sample misjudged (matches clustered at the order's far end); the whole test runs when it is spent.
 */
export function walkPlan(
  contents: IndexContents,
  query: IndexQuery,
  prepared: PreparedSearch,
): WalkPlan | null {
  const size = contents.columns.size;
  const { driver, listFilter } = prepared;
  const candidates = driver?.length ?? size;
  const needed = Math.max(query.limit, query.countUpTo);
  const window = dollarPriceWindow(contents, query);
  const walkLength = needed / (sampledShare(driver, candidates, listFilter) * (candidates / size));
  const tryWalk =
    walkLength * WALK_STEP_COST < candidates ||
    (window[1] - window[0]) * WALK_STEP_COST <= candidates;
  return tryWalk ? { window, budget: candidates / WALK_STEP_COST } : null;
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

/**
 * Where in a presorted order products may meet the search's price bounds: under a price sort,
 * the stretch between the bounds in dollars (found by halving); otherwise the whole order. Bounds
 * on own-currency prices become dollar bounds through the least and most dollars per unit any
 * product has, widened past rounding: a stretch that holds every match, which the filter narrows.
 */
function dollarPriceWindow(contents: IndexContents, query: IndexQuery): [number, number] {
  const columns = contents.columns;
  const order = contents.orders.order(query.order);
  const whole: [number, number] = [0, order.length];
  if (query.order !== 'price_asc' && query.order !== 'price_desc') return whole;
  let { min, max } = query.price;
  if (!query.price.inDollars) {
    // Products without a dollar price sit after the stretch: they must meet no bound for it to hold.
    const { least, most } = columns.dollarsPerUnit;
    if (columns.unconverted.size > 0 || most === 0 || (max === null && (min === null || min <= 0)))
      return whole;
    min = min === null || min <= 0 ? null : min * least * (1 - 1e-9);
    max = max === null ? null : max * most * (1 + 1e-9);
  }
  const prices = columns.pricesUsd;
  // Both orders put products without a dollar price last; they meet no bound.
  const priceAt = (position: number) => prices[order[position]!]!;
  const firstWhere = (holds: (price: number) => boolean) => {
    let [low, high] = whole;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (holds(priceAt(middle))) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  if (query.order === 'price_asc') {
    return [
      min === null ? 0 : firstWhere((price) => !(price < min)),
      max === null ? order.length : firstWhere((price) => !(price <= max)),
    ];
  }
  return [
    max === null ? 0 : firstWhere((price) => !(price > max)),
    min === null ? order.length : firstWhere((price) => !(price >= min)),
  ];
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
