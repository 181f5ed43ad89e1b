import {
  type ColumnsSnapshot,
  countryCodeOf,
  ProductColumns,
  type IndexedProduct,
} from './product-columns';
import {
  ListOrders,
  PRESORTED_LIST_MIN,
  PRESORTED_WORD_MIN_FACTOR,
  PRESORTED_WORD_SHARE_MAX,
} from './list-orders';
import { PostingLists, PostingListsBuilder, type PostingListsSnapshot } from './posting-lists';
import { type Presorted, SortOrders } from './sort-orders';

/** What the index holds of a shop: what a product search filters shops on. */
export interface IndexedShop {
  id: number;
  domain: string;
  platform: string;
  /** Null: ships everywhere. */
  ships_to: string[] | null;
}

/** Changed products past this share of the catalogue (and at least this many) rebuild the lists and orders. */
const REBUILD_SHARE = 1 / 20;
const REBUILD_AT_LEAST = 2000;

/** How many changed products, in a catalogue of `size`, make rebuilding the lists and orders worth it. */
export const rebuildsAt = (size: number) => Math.max(REBUILD_AT_LEAST, size * REBUILD_SHARE);

/**
 * What the index holds, and how it stays current: built from a snapshot of the catalogue, then
 * every product and shop written since applied one by one; the posting lists and sort orders keep
 * changed products apart until they are many, and are then rebuilt with them.
 */
export class IndexContents {
  readonly orders: SortOrders;
  /**
   * The long category, shop and store country lists, and the words' lists of middling length, in
   * each sort order, as of the orders' last sort.
   */
  listOrders!: {
    word: ListOrders<string>;
    category: ListOrders<number>;
    shop: ListOrders<number>;
    country: ListOrders<number>;
  };
  private readonly shopSlotById = new Map<number, number>();
  private readonly shopSlotByAddress = new Map<string, number>();
  private readonly shops: IndexedShop[] = [];
  /** Store countries' codes in the filter rows, numbered in the order first met. */
  private readonly countryCodes = new Map<string, number>();
  private readonly extraSlotById = new Map<number, number>();
  /** By country, 1 per shop slot where the shop ships there; dropped when a shop changes. */
  private readonly shipsToByCountry = new Map<string, Uint8Array>();
  /** Slots below this were loaded in id order: found by binary search. */
  private readonly sortedSlots: number;

  private constructor(
    readonly columns: ProductColumns,
    public words: PostingLists<string>,
    public categories: PostingLists<number>,
    public byShop: PostingLists<number>,
    public byCountry: PostingLists<number>,
    shops: Iterable<IndexedShop>,
    countryCodes: Iterable<[string, number]>,
    sorted?: ReadonlyMap<Presorted, Int32Array>,
    /** Lists at least this long are presorted (`ListOrders`); tests lower it for small catalogues. */
    private readonly presortedListMin = PRESORTED_LIST_MIN,
  ) {
    this.sortedSlots = columns.size;
    this.orders = new SortOrders(columns, sorted);
    this.presortLists();
    for (const [code, value] of countryCodes) this.countryCodes.set(code, value);
    for (const shop of shops) this.upsertShop(shop);
  }

  /** Contents as `snapshot()` gave them, with no sorting or list building but the long lists' orders. */
  static restored(snapshot: IndexSnapshot): IndexContents {
    const columns = ProductColumns.restored(snapshot.columns);
    const size = columns.size;
    return new IndexContents(
      columns,
      PostingLists.restored(snapshot.words, size),
      PostingLists.restored(snapshot.categories, size),
      PostingLists.restored(snapshot.byShop, size),
      PostingLists.restored(snapshot.byCountry, size),
      snapshot.shops,
      snapshot.countryCodes,
      snapshot.orders,
    );
  }

  /**
   * What a snapshot file keeps (index-snapshot-file.ts): the arrays as they are, not copies. Only
   * contents as built have one, before any change is applied.
   */
  snapshot(): IndexSnapshot {
    if (this.extraSlotById.size > 0)
      throw new Error('contents with products added have no snapshot');
    return {
      columns: this.columns.snapshot(),
      words: this.words.snapshot(),
      categories: this.categories.snapshot(),
      byShop: this.byShop.snapshot(),
      byCountry: this.byCountry.snapshot(),
      orders: this.orders.snapshot(),
      shops: [...this.shops],
      countryCodes: [...this.countryCodes],
    };
  }

  /** The contents of the shops, and of the products in ascending id order, as `load` hands them over. */
  static async build(
    load: (
      addShop: (shop: IndexedShop) => void,
      addProducts: (products: IndexedProduct[]) => void,
    ) => Promise<void>,
    presortedListMin?: number,
  ): Promise<IndexContents> {
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
          if (product.id <= lastId)
            throw new Error('the search index loads products in ascending id order');
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
    columns.trim();
    const size = columns.size;
    return new IndexContents(
      columns,
      words.build(size),
      categories.build(size),
      byShop.build(size),
      byCountry.build(size),
      shops,
      countryCodes,
      undefined,
      presortedListMin,
    );
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
    this.orders.markMoved(slot);
    if (this.orders.movedCount >= rebuildsAt(this.columns.size)) this.rebuild();
  }

  /** A product no longer in the catalogue. */
  removeProduct(id: number): void {
    const slot = this.slotOf(id);
    if (slot === undefined) return;
    this.columns.remove(slot);
    for (const lists of [this.words, this.byShop, this.byCountry]) lists.set(slot, []);
    this.categories.set(slot, []);
  }

  /** The slot of the shop at this address, or -1. */
  shopSlotAt(domain: string, platform: string): number {
    return this.shopSlotByAddress.get(addressOf(domain, platform)) ?? -1;
  }

  /** The code of a store country in the filter rows, or -1 when no product is from there. */
  countryCode(country: string): number {
    return this.countryCodes.get(country) ?? -1;
  }

  /** The store countries by code. */
  countries(): string[] {
    // Codes were numbered in the order first met, the map's order.
    return [...this.countryCodes.keys()];
  }

  /** By shop slot, 1 where the shop ships to `country`. */
  shopsShippingTo(country: string): Uint8Array {
    let flags = this.shipsToByCountry.get(country);
    if (!flags) {
      flags = Uint8Array.from(this.shops, (shop) =>
        shop.ships_to === null || shop.ships_to.includes(country) ? 1 : 0,
      );
      this.shipsToByCountry.set(country, flags);
    }
    return flags;
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

  /** Folds the changes in: every list rebuilt with its current slots, every order sorted again. */
  private rebuild(): void {
    const size = this.columns.size;
    const rebuilt = <K>(lists: PostingLists<K>) => {
      const builder = new PostingListsBuilder<K>();
      for (const [key, slots] of lists.entries())
        for (const slot of slots) builder.add(slot, [key]);
      return builder.build(size);
    };
    this.words = rebuilt(this.words);
    this.categories = rebuilt(this.categories);
    this.byShop = rebuilt(this.byShop);
    this.byCountry = rebuilt(this.byCountry);
    this.orders.sort();
    this.presortLists();
  }

  private presortLists(): void {
    const presorted = <K>(
      lists: PostingLists<K>,
      minLength = this.presortedListMin,
      maxLength = Infinity,
    ) => ListOrders.build(lists, this.orders, minLength, maxLength);
    this.listOrders = {
      word: presorted(
        this.words,
        this.presortedListMin * PRESORTED_WORD_MIN_FACTOR,
        this.columns.size * PRESORTED_WORD_SHARE_MAX,
      ),
      category: presorted(this.categories),
      shop: presorted(this.byShop),
      country: presorted(this.byCountry),
    };
  }
}

const addressOf = (domain: string, platform: string) => `${domain}\n${platform}`;

/** IndexContents in a snapshot file: each part's own snapshot, the shops and the country codes. */
export interface IndexSnapshot {
  columns: ColumnsSnapshot;
  words: PostingListsSnapshot<string>;
  categories: PostingListsSnapshot<number>;
  byShop: PostingListsSnapshot<number>;
  byCountry: PostingListsSnapshot<number>;
  orders: ReadonlyMap<Presorted, Int32Array>;
  shops: IndexedShop[];
  countryCodes: [string, number][];
}
