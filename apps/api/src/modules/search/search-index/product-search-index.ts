import type { SortBy } from '@vouch/domain';
import { ProductColumns, type IndexedProduct } from './product-columns';
import { type PostingLists, PostingListsBuilder } from './posting-lists';
import { bitsetAnd, bitsetNot, bitsetOf, bitsetOr, hasSlot, slotsOf, type SlotBitset } from './slot-bitset';
import type { TsQuery } from './ts-query';

/** What the index holds of a shop: what a product search filters shops on. */
export interface IndexedShop {
  id: number;
  domain: string;
  platform: string;
  /** Null: ships everywhere. */
  ships_to: string[] | null;
}

/** The search's conditions as the index reads them (spec §3 and §5; `searchIndexQuery` makes one from the params). */
export interface IndexQuery {
  text: TsQuery | null;
  minRating: number;
  /** Fractions, as stored (the params' percentages over 100). */
  minTransparency: number;
  minAuthenticity: number;
  minReviews: number;
  categoryId: number | null;
  price: { column: 'price_usd' | 'lowest_price'; min: number | null; max: number | null };
  storeCountry: string | null;
  shipsTo: string | null;
  shop: { domain: string; platform: string } | null;
  order: SortBy;
  /** How many matches to answer, in order: the end of the page asked for. */
  limit: number;
  /** Matches are counted up to this many. */
  countUpTo: number;
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
 * A list longer than this share of the catalogue is cheaper to test product by product while
 * walking the sort order (which stops at `countUpTo` matches) than to read whole and sort.
 */
const WALK_ABOVE_SHARE = 1 / 8;
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
  private readonly shopSlotById = new Map<number, number>();
  private readonly shopSlotByAddress = new Map<string, number>();
  private readonly shops: IndexedShop[] = [];
  private readonly countryCodes = new Map<string, number>();
  private readonly extraSlotById = new Map<number, number>();
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
          const country = codeOf(countryCodes, product.shop_country);
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
  }

  /** A product as it is now (new, or any of its values changed). */
  upsertProduct(product: IndexedProduct): void {
    const slot = this.slotOf(product.id) ?? this.columns.size;
    if (slot === this.columns.size) this.extraSlotById.set(product.id, slot);
    const shopSlot = this.shopSlotById.get(product.shop_id) ?? -1;
    const country = codeOf(this.countryCodes, product.shop_country);
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
    this.columns.removed[slot] = 1;
    for (const lists of [this.words, this.byShop, this.byCountry]) lists.set(slot, []);
    this.categories.set(slot, []);
  }

  /** The matches of a search: how many (up to `countUpTo`) and the first `limit` in order. */
  find(query: IndexQuery): IndexAnswer {
    const columns = this.columns;
    const size = columns.size;
    const nothing: IndexAnswer = { total: 0, ids: [], plan: 'nothing to look at' };
    let shopSlot = -1;
    if (query.shop) {
      shopSlot = this.shopSlotByAddress.get(addressOf(query.shop.domain, query.shop.platform)) ?? -1;
      if (shopSlot < 0) return nothing;
    }
    let country = -1;
    if (query.storeCountry !== null) {
      country = this.countryCodes.get(query.storeCountry) ?? -1;
      if (country < 0) return nothing;
    }
    // The lists a search can start from; the shortest drives, the others become bit tests.
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
    if (driver !== null && driver.length === 0) return { ...nothing, plan: `the ${driverName} list is empty` };
    const walks = driver === null || driver.length > size * WALK_ABOVE_SHARE;
    const textBits = textSlots !== null && (walks || textSlots !== driver) ? bitsetOf(textSlots, size) : null;
    const categoryBits = categorySlots !== null && (walks || categorySlots !== driver) ? bitsetOf(categorySlots, size) : null;

    let shipsTo: Uint8Array | null = null;
    if (query.shipsTo !== null) {
      shipsTo = new Uint8Array(this.shops.length);
      this.shops.forEach((shop, slot) => {
        shipsTo![slot] = shop.ships_to === null || shop.ships_to.includes(query.shipsTo!) ? 1 : 0;
      });
    }
    const prices = query.price.column === 'price_usd' ? columns.pricesUsd : columns.lowestPrices;
    const { min: minPrice, max: maxPrice } = query.price;
    const accepts = (slot: number): boolean =>
      columns.removed[slot] === 0 &&
      (textBits === null || hasSlot(textBits, slot)) &&
      (categoryBits === null || hasSlot(categoryBits, slot)) &&
      columns.averageRatings[slot]! >= query.minRating &&
      columns.transparency[slot]! >= query.minTransparency &&
      columns.authenticity[slot]! >= query.minAuthenticity &&
      columns.reviewsCounts[slot]! >= query.minReviews &&
      (minPrice === null || prices[slot]! >= minPrice) &&
      (maxPrice === null || (prices[slot]! <= maxPrice && columns.lowestPrices[slot]! > 0)) &&
      (country < 0 || columns.countries[slot] === country) &&
      (shopSlot < 0 || columns.shopSlots[slot] === shopSlot) &&
      (shipsTo === null || shipsTo[columns.shopSlots[slot]!] === 1);

    const compare = this.comparatorFor(query.order);
    const found = walks ? this.walk(query, accepts, compare) : this.gather(driver!, query, accepts, compare);
    const plan = walks
      ? `walked the ${query.order} order, tested ${found.tested} products`
      : `tested the ${found.tested} products of the ${driverName} list, kept the first ${query.limit}`;
    return { total: found.total, ids: found.slots.map((slot) => columns.ids[slot]!), plan };
  }

  /** Tests the list's products and keeps the first `limit` in order (a bounded heap), counting them all. */
  private gather(list: Int32Array, query: IndexQuery, accepts: (slot: number) => boolean, compare: (a: number, b: number) => number) {
    const heap = new BoundedHeap(query.limit, compare);
    let total = 0;
    for (let index = 0; index < list.length; index++) {
      const slot = list[index]!;
      if (!accepts(slot)) continue;
      total++;
      heap.offer(slot);
    }
    return { total: Math.min(total, query.countUpTo), slots: heap.sorted(), tested: list.length };
  }

  /** Walks the catalogue in the sort order, products changed since it was sorted merged in, until enough matches are found. */
  private walk(query: IndexQuery, accepts: (slot: number) => boolean, compare: (a: number, b: number) => number) {
    const order = this.orders.get(query.order)!;
    const moved = this.movedInOrder(query.order, compare);
    const flags = this.movedFlags;
    const slots: number[] = [];
    let total = 0;
    let next = 0;
    let tested = 0;
    const visit = (slot: number): boolean => {
      tested++;
      if (accepts(slot)) {
        total++;
        if (slots.length < query.limit) slots.push(slot);
      }
      return total >= query.countUpTo && slots.length >= query.limit;
    };
    walking: {
      for (let index = 0; index < order.length; index++) {
        const slot = order[index]!;
        if (flags[slot] === 1) continue;
        while (next < moved.length && compare(moved[next]!, slot) < 0) if (visit(moved[next++]!)) break walking;
        if (visit(slot)) break walking;
      }
      while (next < moved.length) if (visit(moved[next++]!)) break walking;
    }
    return { total: Math.min(total, query.countUpTo), slots, tested };
  }

  private movedInOrder(order: SortBy, compare: (a: number, b: number) => number): Int32Array {
    let sorted = this.movedSorted.get(order);
    if (!sorted) {
      sorted = Int32Array.from(this.moved).sort(compare);
      this.movedSorted.set(order, sorted);
    }
    return sorted;
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

  /** Spec §3's sorts over slots: negative when `a` comes first. Ties go to the newer id (the older for price_asc); prices without a dollar price last. */
  private comparatorFor(order: SortBy): (a: number, b: number) => number {
    const { ids, reviewsCounts, createdAt, salesCounts, pricesUsd } = this.columns;
    const descending = (values: Float64Array | Int32Array) => (a: number, b: number) => values[b]! - values[a]! || ids[b]! - ids[a]!;
    switch (order) {
      case 'reviews_count':
        return descending(reviewsCounts);
      case 'newest':
        return descending(createdAt);
      case 'best_selling':
        return descending(salesCounts);
      case 'price_asc':
        return (a, b) => {
          const [left, right] = [pricesUsd[a]!, pricesUsd[b]!];
          return Number(Number.isNaN(left)) - Number(Number.isNaN(right)) || (Number.isNaN(left) ? 0 : left - right) || ids[a]! - ids[b]!;
        };
      case 'price_desc':
        return (a, b) => {
          const [left, right] = [pricesUsd[a]!, pricesUsd[b]!];
          return Number(Number.isNaN(left)) - Number(Number.isNaN(right)) || (Number.isNaN(left) ? 0 : right - left) || ids[b]! - ids[a]!;
        };
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
    for (const order of ORDERS) this.orders.set(order, all.slice().sort(this.comparatorFor(order)));
    this.moved = new Set();
    this.movedFlags = new Uint8Array(this.columns.size);
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

function codeOf(codes: Map<string, number>, country: string): number {
  let code = codes.get(country);
  if (code === undefined) codes.set(country, (code = codes.size));
  return code;
}

/** The `capacity` first items in an order, kept as a heap whose root is the last of them. */
class BoundedHeap {
  private readonly items: number[] = [];

  constructor(
    private readonly capacity: number,
    private readonly compare: (a: number, b: number) => number,
  ) {}

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
