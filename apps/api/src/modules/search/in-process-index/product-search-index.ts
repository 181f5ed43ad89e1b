import type { SortBy } from '@vouch/domain';
import type { SampledMatch, SearchFilters } from '../search-engine';
import { COUNTRY_CODES, countryCodeOf, FILTER_FIELDS, FILTER_ROW_LENGTH, ProductColumns, type IndexedProduct } from './product-columns';
import { type PostingLists, PostingListsBuilder } from './posting-lists';
import { bitsetAnd, bitsetNot, bitsetOf, bitsetOr, SlotBitsetPool, slotsOf, type SlotBitset } from './slot-bitset';
import { SlotFilter, type SlotConditions } from './slot-filter';
import type { TsQuery } from './ts-query';

/** What the index holds of a shop: what a product search filters shops on. */
export interface IndexedShop {
  id: number;
  domain: string;
  platform: string;
  /** Null: ships everywhere. */
  ships_to: string[] | null;
}

/** A search as the index reads it: the filters, the text as PostgreSQL reads it, the order and how many to answer. */
export interface IndexQuery extends SearchFilters {
  text: TsQuery | null;
  order: SortBy;
  /** How many matches to answer, in order: the end of the page asked for. */
  limit: number;
  /** Matches are counted up to this many. */
  countUpTo: number;
}

/** What `find` and `sample` test a search with. */
interface PreparedSearch {
  driver: Int32Array | null;
  driverName: string;
  textSlots: Int32Array | null;
  categorySlots: Int32Array | null;
  conditions: SlotConditions;
  listFilter: SlotFilter;
}

export interface IndexAnswer {
  /** The number of matches, or `countUpTo` when there are at least that many. */
  total: number;
  /** The first `limit` matches' product ids, in order. */
  ids: number[];
  /** How it was answered, for the Server-Timing header and the benchmarks' slowest searches. */
  plan: string;
}

const ORDERS: readonly SortBy[] = ['reviews_count', 'newest', 'best_selling', 'price_asc', 'price_desc'];
/**
 * What testing one product costs when reached by walking a sort order, in products tested in slot
 * order: a walk reaches products scattered over memory (a fetch each), slot order streams them.
 */
const WALK_STEP_COST = 8;
/** Changed products past this share of the catalogue (and at least this many) rebuild the lists and orders. */
const REBUILD_SHARE = 1 / 20;
const REBUILD_AT_LEAST = 2000;

/**
 * The in-process search index (issue #20, docs/decisions.md "Search at a million products"):
 * every product's filter and sort values in typed arrays, posting lists for words, categories,
 * shops and countries, and the catalogue presorted in each sort order. A search reads no rows:
 * it intersects lists, tests the rest column by column, and answers ids in order.
 */
export class ProductSearchIndex {
  /** Products changed or added since the orders were sorted, kept apart and merged in while walking. */
  private moved = new Set<number>();
  /** The same, by slot (1), over the slots the orders hold. */
  private movedFlags = new Uint8Array(0);
  private movedSorted = new Map<SortBy, Int32Array>();
  private orders = new Map<SortBy, Int32Array>();
  /** Per order, the comparison the bounded heap uses: by position in the presorted order where both products still sit there. */
  private rankedComparators = new Map<SortBy, Compare>();
  private readonly comparators: Map<SortBy, Compare>;
  private readonly shopSlotById = new Map<number, number>();
  private readonly shopSlotByAddress = new Map<string, number>();
  private readonly shops: IndexedShop[] = [];
  /** Store countries' codes in the filter rows, numbered in the order first met. */
  private readonly countryCodes = new Map<string, number>();
  private readonly extraSlotById = new Map<number, number>();
  private readonly bitsets = new SlotBitsetPool();
  /** By country, 1 per shop slot where the shop ships there; dropped when a shop changes. */
  private readonly shipsToByCountry = new Map<string, Uint8Array>();
  /** Slots below this were loaded in id order: found by binary search. */
  private sortedSlots: number;

  private constructor(
    private readonly columns: ProductColumns,
    private words: PostingLists<string>,
    private categories: PostingLists<number>,
    private byShop: PostingLists<number>,
    private byCountry: PostingLists<number>,
  ) {
    this.sortedSlots = columns.size;
    this.comparators = comparatorsOver(columns);
    this.sortOrders();
  }

  /** An index of the shops, and of the products in ascending id order, as `load` hands them over. */
  static async build(
    load: (addShop: (shop: IndexedShop) => void, addProducts: (products: IndexedProduct[]) => void) => Promise<void>,
  ): Promise<ProductSearchIndex> {
    const shopSlots = new Map<number, number>();
    const shops: IndexedShop[] = [];
    const countryCodes = new Map<string, number>();
    const columns = new ProductColumns(1024);
    const words = new PostingListsBuilder<string>();
    const categories = new PostingListsBuilder<number>();
    const byShop = new PostingListsBuilder<number>();
    const byCountry = new PostingListsBuilder<number>();
    let lastId = -Infinity;
    await load(
      (shop) => {
        shopSlots.set(shop.id, shops.length);
        shops.push(shop);
      },
      (products) => {
        for (const product of products) {
          if (product.id <= lastId) throw new Error('the search index loads products in ascending id order');
          lastId = product.id;
          const slot = columns.size;
          const shopSlot = shopSlots.get(product.shop_id) ?? -1;
          const country = countryCodeOf(countryCodes, product.shop_country);
          columns.write(slot, product, shopSlot, country);
          words.add(slot, product.lexemes);
          categories.add(slot, product.category_ids);
          byShop.add(slot, [shopSlot]);
          byCountry.add(slot, [country]);
        }
      },
    );
    const size = columns.size;
    const index = new ProductSearchIndex(columns, words.build(size), categories.build(size), byShop.build(size), byCountry.build(size));
    for (const [code, value] of countryCodes) index.countryCodes.set(code, value);
    for (const shop of shops) index.upsertShop(shop);
    return index;
  }

  get size(): number {
    return this.columns.size;
  }

  /** A shop as it is now (new, or its address or shipping countries changed). */
  upsertShop(shop: IndexedShop): void {
    let slot = this.shopSlotById.get(shop.id);
    if (slot === undefined) {
      slot = this.shops.length;
      this.shopSlotById.set(shop.id, slot);
    } else {
      const old = this.shops[slot]!;
      this.shopSlotByAddress.delete(addressOf(old.domain, old.platform));
    }
    this.shops[slot] = shop;
    this.shopSlotByAddress.set(addressOf(shop.domain, shop.platform), slot);
    this.shipsToByCountry.clear();
  }

  /** A product as it is now (new, or any of its values changed). */
  upsertProduct(product: IndexedProduct): void {
    const slot = this.slotOf(product.id) ?? this.columns.size;
    if (slot === this.columns.size) this.extraSlotById.set(product.id, slot);
    const shopSlot = this.shopSlotById.get(product.shop_id) ?? -1;
    const country = countryCodeOf(this.countryCodes, product.shop_country);
    this.columns.write(slot, product, shopSlot, country);
    this.words.set(slot, product.lexemes);
    this.categories.set(slot, product.category_ids);
    this.byShop.set(slot, [shopSlot]);
    this.byCountry.set(slot, [country]);
    this.moved.add(slot);
    this.movedFlags[slot] = 1;
    this.movedSorted.clear();
    if (this.moved.size >= Math.max(REBUILD_AT_LEAST, this.columns.size * REBUILD_SHARE)) this.rebuild();
  }

  /** A product no longer in the catalogue. */
  removeProduct(id: number): void {
    const slot = this.slotOf(id);
    if (slot === undefined) return;
    this.columns.remove(slot);
    for (const lists of [this.words, this.byShop, this.byCountry]) lists.set(slot, []);
    this.categories.set(slot, []);
  }

  /** The matches of a search: how many (up to `countUpTo`) and the first `limit` in order. */
  find(query: IndexQuery): IndexAnswer {
    try {
      return this.findMatches(query);
    } finally {
      this.bitsets.releaseAll();
    }
  }

  private findMatches(query: IndexQuery): IndexAnswer {
    const columns = this.columns;
    const size = columns.size;
    const prepared = this.prepare(query);
    if ('nothing' in prepared) return { total: 0, ids: [], plan: prepared.nothing };
    const { driver, driverName, textSlots, categorySlots, conditions, listFilter } = prepared;
    // Walking the sort order stops at `countUpTo` matches: cheaper than testing the driver list
    // whole when matches are common along the order, dearer when they are rare. A sample of the
    // list says how common they are; under a price sort the walk covers only the stretch of the
    // order within the dollar bounds. The walk gets the whole test's cost as its budget in case the
    // sample misjudged (matches clustered at the order's far end); the whole test runs when it is spent.
    const candidates = driver?.length ?? size;
    const needed = Math.max(query.limit, query.countUpTo);
    const window = this.dollarPriceWindow(query);
    const walkLength = needed / (sampledShare(driver, candidates, listFilter) * (candidates / size));
    const tryWalk = walkLength * WALK_STEP_COST < candidates || (window[1] - window[0]) * WALK_STEP_COST <= candidates;
    const compare = this.comparators.get(query.order)!;
    const answer = (found: { total: number; slots: ArrayLike<number> }, plan: string): IndexAnswer => ({
      total: Math.min(found.total, query.countUpTo),
      ids: Array.from(found.slots, (slot) => columns.ids[slot]!),
      plan,
    });
    let walkedFor = '';
    if (tryWalk) {
      // A walk tests every list's condition.
      const walkFilter = new SlotFilter(columns, {
        ...conditions,
        textBits: textSlots === null ? null : this.bitsets.of(textSlots, size),
        categoryBits: categorySlots === null ? null : this.bitsets.of(categorySlots, size),
      });
      const walked = this.walk(query, walkFilter, compare, window, candidates / WALK_STEP_COST);
      if (walked.done) return answer(walked, `walked the ${query.order} order, tested ${walked.tested} products`);
      walkedFor = `walked the ${query.order} order for ${walked.tested} products, then `;
    }
    const gathered = this.gather(driver, query, listFilter, this.rankedComparators.get(query.order)!);
    const tested = driver === null ? `all ${size} products` : `the ${driver.length} products of the ${driverName} list`;
    return answer(gathered, `${walkedFor}tested ${tested}, kept the first ${query.limit}`);
  }

  /**
   * Up to `limit` of a search's matches, the first in slot order (the cheapest to find), with what
   * the filter sidebar counts them by, and whether there are more.
   */
  sample(query: IndexQuery, limit: number): { matches: SampledMatch[]; more: boolean } {
    try {
      return this.sampleMatches(query, limit);
    } finally {
      this.bitsets.releaseAll();
    }
  }

  private sampleMatches(query: IndexQuery, limit: number): { matches: SampledMatch[]; more: boolean } {
    const prepared = this.prepare(query);
    if ('nothing' in prepared) return { matches: [], more: false };
    const { driver, listFilter } = prepared;
    const { ids, filterRows } = this.columns;
    // Codes were numbered in the order first met, the map's order.
    const countries = [...this.countryCodes.keys()];
    const matches: SampledMatch[] = [];
    const length = driver?.length ?? this.columns.size;
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

  /**
   * What a search tests: its driver list (the shortest it names; null: every product), the other
   * lists and conditions, and the filter for the driver's products; or why nothing can match.
   */
  private prepare(query: IndexQuery): PreparedSearch | { nothing: string } {
    const size = this.columns.size;
    let shopSlot = -1;
    if (query.shop) {
      shopSlot = this.shopSlotByAddress.get(addressOf(query.shop.domain, query.shop.platform)) ?? -1;
      if (shopSlot < 0) return { nothing: 'no such shop' };
    }
    let country = -1;
    if (query.storeCountry !== null) {
      country = this.countryCodes.get(query.storeCountry) ?? -1;
      if (country < 0) return { nothing: 'no product from that store country' };
    }
    // The lists a search can start from: the shortest is the driver, the others become bit tests.
    const textSlots = query.text ? this.textMatches(query.text) : null;
    const categorySlots = query.categoryId === null ? null : this.categories.list(query.categoryId);
    const lists = {
      text: textSlots,
      category: categorySlots,
      shop: shopSlot < 0 ? null : this.byShop.list(shopSlot),
      'store country': country < 0 ? null : this.byCountry.list(country),
    };
    const [driverName, driver] = Object.entries(lists).reduce<[string, Int32Array | null]>(
      (shortest, [name, list]) => (list !== null && (shortest[1] === null || list.length < shortest[1].length) ? [name, list] : shortest),
      ['', null],
    );
    if (driver !== null && driver.length === 0) return { nothing: `the ${driverName} list is empty` };

    const shipsTo = query.shipsTo === null ? null : this.shopsShippingTo(query.shipsTo);
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
    const listFilter = new SlotFilter(this.columns, {
      ...conditions,
      textBits: textSlots !== null && textSlots !== driver ? this.bitsets.of(textSlots, size) : null,
      categoryBits: categorySlots !== null && categorySlots !== driver ? this.bitsets.of(categorySlots, size) : null,
    });
    return { driver, driverName, textSlots, categorySlots, conditions, listFilter };
  }

  /** Tests the list's products (null: every product) and keeps the first `limit` in order (a bounded heap), counting them all. */
  private gather(list: Int32Array | null, query: IndexQuery, filter: SlotFilter, compare: Compare) {
    const heap = new BoundedHeap(query.limit, compare);
    const rows = this.columns.filterRows;
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
    const length = list === null ? this.columns.size : list.length;
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

  /**
   * Walks the catalogue in the sort order, products changed since it was sorted merged in, until
   * `countUpTo` matches are counted and `limit` kept, or `budget` products were tested (not done).
   */
  private walk(query: IndexQuery, filter: SlotFilter, compare: Compare, window: [number, number], budget: number) {
    const order = this.orders.get(query.order)!;
    const moved = this.movedInOrder(query.order, compare);
    const flags = this.movedFlags;
    const slots: number[] = [];
    let total = 0;
    let tested = 0;
    let next = 0;
    let index = window[0];
    const end = window[1];
    while (tested < budget) {
      // The next product in order: from the presorted order (skipping moved ones) or the moved ones.
      while (index < end && flags[order[index]!] === 1) index++;
      let slot: number;
      if (next < moved.length && (index === end || compare(moved[next]!, order[index]!) < 0)) slot = moved[next++]!;
      else if (index < end) slot = order[index++]!;
      else return { done: true, total, slots, tested };
      tested++;
      if (filter.test(slot)) {
        total++;
        if (slots.length < query.limit) slots.push(slot);
        if (total >= query.countUpTo && slots.length >= query.limit) return { done: true, total, slots, tested };
      }
    }
    return { done: false, total, slots, tested };
  }

  /**
   * Where in a presorted order products may meet the search's price bounds: under a price sort,
   * the stretch between the bounds in dollars (found by halving); otherwise the whole order. Bounds
   * on own-currency prices become dollar bounds through the least and most dollars per unit any
   * product has, widened past rounding: a stretch that holds every match, which the filter narrows.
   */
  private dollarPriceWindow(query: IndexQuery): [number, number] {
    const order = this.orders.get(query.order)!;
    const whole: [number, number] = [0, order.length];
    if (query.order !== 'price_asc' && query.order !== 'price_desc') return whole;
    let { min, max } = query.price;
    if (!query.price.inDollars) {
      // Products without a dollar price sit after the stretch: they must meet no bound for it to hold.
      const { least, most } = this.columns.dollarsPerUnit;
      if (this.columns.unconverted.size > 0 || most === 0 || (max === null && (min === null || min <= 0))) return whole;
      min = min === null || min <= 0 ? null : min * least * (1 - 1e-9);
      max = max === null ? null : max * most * (1 + 1e-9);
    }
    const prices = this.columns.pricesUsd;
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
      return [min === null ? 0 : firstWhere((price) => !(price < min)), max === null ? order.length : firstWhere((price) => !(price <= max))];
    }
    return [max === null ? 0 : firstWhere((price) => !(price > max)), min === null ? order.length : firstWhere((price) => !(price >= min))];
  }

  private movedInOrder(order: SortBy, compare: Compare): Int32Array {
    let sorted = this.movedSorted.get(order);
    if (!sorted) {
      sorted = Int32Array.from(this.moved).sort(compare);
      this.movedSorted.set(order, sorted);
    }
    return sorted;
  }

  private shopsShippingTo(country: string): Uint8Array {
    let flags = this.shipsToByCountry.get(country);
    if (!flags) {
      flags = Uint8Array.from(this.shops, (shop) => (shop.ships_to === null || shop.ships_to.includes(country) ? 1 : 0));
      this.shipsToByCountry.set(country, flags);
    }
    return flags;
  }

  /** The slots whose words satisfy the query, ascending. */
  private textMatches(query: TsQuery): Int32Array {
    if (query.kind === 'lexeme') return this.words.list(query.lexeme);
    if (query.kind === 'empty') return new Int32Array(0);
    return slotsOf(this.textBits(query));
  }

  private textBits(query: TsQuery): SlotBitset {
    const size = this.columns.size;
    switch (query.kind) {
      case 'lexeme':
        return bitsetOf(this.words.list(query.lexeme), size);
      case 'and':
        return bitsetAnd(this.textBits(query.left), this.textBits(query.right));
      case 'or':
        return bitsetOr(this.textBits(query.left), this.textBits(query.right));
      case 'not':
        return bitsetNot(this.textBits(query.operand), size);
      case 'empty':
        return new Uint32Array((size + 31) >>> 5);
    }
  }

  private slotOf(id: number): number | undefined {
    const ids = this.columns.ids;
    let low = 0;
    let high = this.sortedSlots - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = ids[middle]!;
      if (value === id) return middle;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return this.extraSlotById.get(id);
  }

  private sortOrders(): void {
    const all = Int32Array.from({ length: this.columns.size }, (_, slot) => slot);
    const flags = new Uint8Array(this.columns.size);
    for (const order of ORDERS) {
      const compare = this.comparators.get(order)!;
      const sorted = all.slice().sort(compare);
      const rank = new Int32Array(sorted.length);
      for (let position = 0; position < sorted.length; position++) rank[sorted[position]!] = position;
      const ranked = sorted.length;
      // Comparing positions is one read each where the values take several; a product changed or
      // added since (flagged, or past the sorted slots) is compared by its values.
      this.rankedComparators.set(order, (a, b) => (a < ranked && b < ranked && (flags[a]! | flags[b]!) === 0 ? rank[a]! - rank[b]! : compare(a, b)));
      this.orders.set(order, sorted);
    }
    this.moved = new Set();
    this.movedFlags = flags;
    this.movedSorted.clear();
  }

  /** Folds the changes in: every list rebuilt with its current slots, every order sorted again. */
  private rebuild(): void {
    const size = this.columns.size;
    const rebuilt = <K>(lists: PostingLists<K>) => {
      const builder = new PostingListsBuilder<K>();
      for (const [key, slots] of lists.entries()) for (const slot of slots) builder.add(slot, [key]);
      return builder.build(size);
    };
    this.words = rebuilt(this.words);
    this.categories = rebuilt(this.categories);
    this.byShop = rebuilt(this.byShop);
    this.byCountry = rebuilt(this.byCountry);
    this.sortOrders();
  }
}

const addressOf = (domain: string, platform: string) => `${domain}\n${platform}`;

type Compare = (a: number, b: number) => number;

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
    ['reviews_count', (a, b) => columns.reviewsCounts[b]! - columns.reviewsCounts[a]! || columns.ids[b]! - columns.ids[a]!],
    ['newest', (a, b) => columns.createdAt[b]! - columns.createdAt[a]! || columns.ids[b]! - columns.ids[a]!],
    ['best_selling', (a, b) => columns.salesCounts[b]! - columns.salesCounts[a]! || columns.ids[b]! - columns.ids[a]!],
    ['price_asc', (a, b) => byPrice(columns.pricesUsd[a]!, columns.pricesUsd[b]!, 1) || columns.ids[a]! - columns.ids[b]!],
    ['price_desc', (a, b) => byPrice(columns.pricesUsd[a]!, columns.pricesUsd[b]!, -1) || columns.ids[b]! - columns.ids[a]!],
  ]);
}

/**
 * The orders whose first sort value sits in the filter row, and its direction (1: ascending);
 * missing prices (NaN) sort last either way.
 */
const ROW_SORT_KEYS: Partial<Record<SortBy, { field: number; direction: 1 | -1 }>> = {
  reviews_count: { field: FILTER_FIELDS.reviewsCount, direction: -1 },
  price_asc: { field: FILTER_FIELDS.priceUsd, direction: 1 },
  price_desc: { field: FILTER_FIELDS.priceUsd, direction: -1 },
};

/** Products tested to judge how common a search's matches are among a list's. */
const SAMPLE_SIZE = 1024;

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

/** The `capacity` first items in an order, kept as a heap whose root is the last of them. */
class BoundedHeap {
  private readonly items: number[] = [];

  constructor(
    private readonly capacity: number,
    private readonly compare: Compare,
  ) {}

  get full(): boolean {
    return this.items.length >= this.capacity;
  }

  /** The last item kept (when any is). */
  get last(): number {
    return this.items[0]!;
  }

  offer(item: number): void {
    const items = this.items;
    if (this.capacity === 0) return;
    if (items.length < this.capacity) {
      items.push(item);
      let child = items.length - 1;
      while (child > 0) {
        const parent = (child - 1) >>> 1;
        if (this.compare(items[parent]!, items[child]!) >= 0) break;
        [items[parent], items[child]] = [items[child]!, items[parent]!];
        child = parent;
      }
      return;
    }
    if (this.compare(item, items[0]!) >= 0) return;
    items[0] = item;
    let parent = 0;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let last = parent;
      if (left < items.length && this.compare(items[left]!, items[last]!) > 0) last = left;
      if (right < items.length && this.compare(items[right]!, items[last]!) > 0) last = right;
      if (last === parent) break;
      [items[parent], items[last]] = [items[last]!, items[parent]!];
      parent = last;
    }
  }

  sorted(): number[] {
    return [...this.items].sort(this.compare);
  }
}
