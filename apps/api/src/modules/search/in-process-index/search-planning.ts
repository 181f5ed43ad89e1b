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
import { differenceSorted, intersectSorted, unionSorted } from './sorted-slot-lists';
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

/** What a search tests: the products it starts from, its conditions, and the filter for those products. */
export interface PreparedSearch {
  /**
   * The products in every list the search names, ascending, or its narrowest range's products
   * when fewer, in the range's order (null: every product).
   */
  driver: Int32Array | null;
  driverName: string;
  textSlots: Int32Array | null;
  categorySlots: Int32Array | null;
  /** The products in every list the search names (the driver, unless a range drives); null: it names none. */
  members: Int32Array | null;
  conditions: SlotConditions;
  /**
   * Tests the driver's products: every condition they do not meet by being there. Without
   * `members` that is every condition the search sets.
   */
  listFilter: SlotFilter;
}

/** A walk along a presorted sequence worth trying before testing the driver list whole. */
export interface WalkPlan {
  /** What it walks, as plans name it: the catalogue's order or one of the search's lists in it. */
  name: string;
  /** The catalogue, or a list the search names, in the search's order as of the last sort. */
  sequence: Int32Array;
  /** The stretch of the sequence where matches may sit. */
  window: [number, number];
  /** Products the walk may test before it gives up for the whole test. */
  budget: number;
  /** Products the sample says it tests. */
  expected: number;
}

/**
 * How many times cheaper testing every product is, per product, than testing products reached
 * one by one: every product streams the rows in memory order, where a walk's, a list's or a range's
 * products each fetch a row of their own (at 10M products a walk step and a text list's product
 * both took 0.26 µs; the lists are sparse, each product on its own cache line).
 */
const STREAMED_TEST_SPEEDUP = 8;
/** Products tested to judge how common a search's matches are among a list's. */
const SAMPLE_SIZE = 1024;

/**
 * What a search tests: its driver (the products common to the lists it names, or a range's when
 * shorter; null: every product), its conditions, and the filter for the driver's products; or why
 * nothing can match.
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
  // The lists the search names, the cheap ones first: an empty one answers at once.
  const categorySlots =
    query.categoryId === null ? null : contents.categories.list(query.categoryId);
  const named: [string, Int32Array | null][] = [
    ['category', categorySlots],
    ['shop', shopSlot < 0 ? null : contents.byShop.list(shopSlot)],
    ['store country', country < 0 ? null : contents.byCountry.list(country)],
  ];
  const empty = named.find(([, list]) => list !== null && list.length === 0);
  if (empty) return { nothing: `the ${empty[0]} list is empty` };
  const textSlots = query.text ? textMatches(contents, query.text) : null;
  named.unshift(['text', textSlots]);
  const lists = named
    .filter((entry): entry is [string, Int32Array] => entry[1] !== null)
    .sort((a, b) => a[1].length - b[1].length);
  // The lists' products in common, merged shortest first: reading lists in order is cheaper than
  // testing a list's products against the others, each a read of a row wherever it lies.
  let driver = lists.length === 0 ? null : lists.map(([, list]) => list).reduce(intersectSorted);
  let driverName = '';
  if (lists.length === 1) driverName = `${lists[0]![0]} list`;
  if (lists.length > 1) driverName = `intersection of the ${namesOf(lists)} lists`;
  // A range filter's stretch of its presorted order when it is shorter still (issue #32).
  const stretch = rangeStretches(contents, query).reduce<RangeStretch | null>(
    (narrowest, candidate) =>
      narrowest === null || stretchLength(contents, candidate) < stretchLength(contents, narrowest)
        ? candidate
        : narrowest,
    null,
  );
  const byStretch = stretch !== null && stretchLength(contents, stretch) < (driver?.length ?? size);
  if (byStretch) {
    driver = stretchSlots(contents, stretch);
    driverName = `${stretch.name} range`;
  }
  if (driver !== null && driver.length === 0) return { nothing: `the ${driverName} is empty` };

  const shipsTo = query.shipsTo === null ? null : contents.shopsShippingTo(query.shipsTo);
  // The driver's products (or, without one, every product) are in every list the search names,
  // unless they are a range's: then the lists are tested as bits.
  const conditions: SlotConditions = {
    textBits: textSlots !== null && byStretch ? bitsets.of(textSlots, size) : null,
    categoryBits: categorySlots !== null && byStretch ? bitsets.of(categorySlots, size) : null,
    members: null,
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
  const listFilter = new SlotFilter(contents.columns, conditions);
  return {
    driver,
    driverName,
    textSlots,
    categorySlots,
    members: lists.length === 0 || byStretch ? null : driver,
    conditions,
    listFilter,
  };
}

/**
 * Whether to walk a sort order first, and which: the catalogue's, or that of a list the search
 * names (`ListOrders`: its long lists are presorted), which holds the same matches closer together.
 * The walk stops at `countUpTo` matches: cheaper than testing the driver list whole when matches are
 * common along the order, dearer when they are rare. A sample of the driver list says how many
 * products match; under a price or reviews_count sort the walk covers only the stretch of the
 * order within the search's bounds (`walkWindow`). The walk gets the whole test's cost as its
 * budget in case the sample misjudged (matches clustered at the order's far end); the whole test
 * runs when it is spent. A list's or a range's products cost a walk step each, so the walk is
 * tried whenever it tests fewer; testing every product streams (STREAMED_TEST_SPEEDUP).
 */
export function walkPlan(
  contents: IndexContents,
  query: IndexQuery,
  prepared: PreparedSearch,
): WalkPlan | null {
  const { driver, listFilter } = prepared;
  const candidates = driver?.length ?? contents.columns.size;
  // The whole test's cost, in walk steps.
  const wholeTest = driver === null ? candidates / STREAMED_TEST_SPEEDUP : candidates;
  const needed = Math.max(query.limit, query.countUpTo);
  const matching = sampledShare(driver, candidates, listFilter) * candidates;
  let cheapest: Omit<WalkPlan, 'budget'> | null = null;
  let cheapestCost = wholeTest;
  for (const [name, sequence] of walkableSequences(contents, query, prepared)) {
    const window = walkWindow(contents, query, sequence);
    // Matches are spread along the sequence: needed of them take needed / their share of it.
    const walkLength = (needed * sequence.length) / matching;
    const cost = Math.min(walkLength, Math.max(0, window[1] - window[0]));
    if (cost < cheapestCost) {
      cheapest = { name, sequence, window, expected: cost };
      cheapestCost = cost;
    }
  }
  return cheapest && { ...cheapest, budget: wholeTest };
}

/**
 * The sequences a search may walk in its order: the catalogue, each list it names that is
 * presorted, and the presorted list of each word its every match holds.
 */
function walkableSequences(
  contents: IndexContents,
  query: IndexQuery,
  { conditions }: PreparedSearch,
): [string, Int32Array][] {
  const order = query.order;
  const { word, category, shop, country } = contents.listOrders;
  const lists: [string, Int32Array | null][] = [
    ...(query.text ? requiredLexemes(query.text) : []).map(
      (lexeme): [string, Int32Array | null] => ['word', word.order(lexeme, order)],
    ),
    ['category', query.categoryId === null ? null : category.order(query.categoryId, order)],
    ['shop', conditions.shopSlot < 0 ? null : shop.order(conditions.shopSlot, order)],
    ['store country', conditions.country < 0 ? null : country.order(conditions.country, order)],
  ];
  return [
    [`the ${order} order`, contents.orders.order(order)],
    ...lists.flatMap(([name, sequence]): [string, Int32Array][] =>
      sequence === null ? [] : [[`the ${name} list in ${order} order`, sequence]],
    ),
  ];
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
  return textList(contents, query) ?? slotsOf(textBits(contents, query));
}

/**
 * The same from the words' lists, merged: in time of their lengths, where bitsets take the
 * catalogue's size. Null for a query whose matches are those without some words (a `not` that is
 * not and-ed with a word): most of the catalogue, which bitsets answer.
 */
function textList(contents: IndexContents, query: TsQuery): Int32Array | null {
  switch (query.kind) {
    case 'lexeme':
      return contents.words.list(query.lexeme);
    case 'empty':
      return new Int32Array(0);
    case 'not':
      return null;
    case 'or': {
      const left = textList(contents, query.left);
      const right = left && textList(contents, query.right);
      return right && unionSorted(left!, right);
    }
    case 'and': {
      const operands = conjuncts(query);
      const kept: Int32Array[] = [];
      const removed: Int32Array[] = [];
      for (const operand of operands) {
        const list = textList(contents, operand.kind === 'not' ? operand.operand : operand);
        if (list === null) return null;
        (operand.kind === 'not' ? removed : kept).push(list);
      }
      if (kept.length === 0) return null;
      // The shortest lists first: each intersection is no longer than its shorter list.
      kept.sort((a, b) => a.length - b.length);
      let matches = kept.reduce(intersectSorted);
      for (const list of removed) matches = differenceSorted(matches, list);
      return matches;
    }
  }
}

/** Two or more lists' names: 'text and category', 'text, category and shop'. */
function namesOf(lists: [string, Int32Array][]): string {
  const names = lists.map(([name]) => name);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The lexemes every match of the query holds: a word's, and those of each word an `and` requires. */
function requiredLexemes(query: TsQuery): string[] {
  if (query.kind === 'lexeme') return [query.lexeme];
  if (query.kind === 'and') return conjuncts(query).flatMap(requiredLexemes);
  return [];
}

/** The operands of a chain of ands. */
function conjuncts(query: TsQuery): TsQuery[] {
  return query.kind === 'and' ? [...conjuncts(query.left), ...conjuncts(query.right)] : [query];
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
