import type { SearchSample } from '../search-engine';
import { IndexContents, type IndexedShop, type IndexSnapshot } from './index-maintenance';
import type { IndexedProduct } from './product-columns';
import { gather, sampleMatches, walk, type Found } from './search-execution';
import { prepareSearch, walkPlan, type IndexQuery } from './search-planning';
import { SlotBitsetPool } from './slot-bitset';
import { SlotFilter } from './slot-filter';

export type { IndexedShop } from './index-maintenance';
export type { IndexQuery } from './search-planning';

export interface IndexAnswer {
  /** The number of matches, or `countUpTo` when there are at least that many. */
  total: number;
  /** The first `limit` matches' product ids, in order. */
  ids: number[];
  /** How it was answered, for the Server-Timing header and the benchmarks' slowest searches. */
  plan: string;
}

/**
 * The in-process search index (issue #20; docs/decisions.md 26-28):
 * every product's filter and sort values in typed arrays, posting lists for words, categories,
 * shops and countries, and the catalogue presorted in each sort order. A search reads no rows:
 * it intersects lists, tests the rest column by column, and answers ids in order.
 *
 * Its parts: `index-maintenance.ts` (building, applying changes, rebuilding), `search-planning.ts`
 * (the lists' intersection a search starts from, its filters, which order to walk first),
 * `search-execution.ts` (walking, testing a list whole, sampling), `list-orders.ts` (long lists
 * kept in each order), `sorted-slot-lists.ts` and `bounded-heap.ts`.
 */
export class ProductSearchIndex {
  private readonly bitsets = new SlotBitsetPool();

  private constructor(private readonly contents: IndexContents) {}

  /**
   * An index of the shops, and of the products in ascending id order, as `load` hands them over.
   * `presortedListMin`: lists at least this long are presorted (tests lower it).
   */
  static async build(
    load: (
      addShop: (shop: IndexedShop) => void,
      addProducts: (products: IndexedProduct[]) => void,
    ) => Promise<void>,
    presortedListMin?: number,
  ): Promise<ProductSearchIndex> {
    return new ProductSearchIndex(await IndexContents.build(load, presortedListMin));
  }

  /** An index as `snapshot()` gave it (index-snapshot-file.ts). */
  static restored(snapshot: IndexSnapshot): ProductSearchIndex {
    return new ProductSearchIndex(IndexContents.restored(snapshot));
  }

  /** What a snapshot file keeps of the index; only an index as built, before any change, has one. */
  snapshot(): IndexSnapshot {
    return this.contents.snapshot();
  }

  get size(): number {
    return this.contents.columns.size;
  }

  /** How many products the index holds, the removed not counted. */
  liveCount(): number {
    return this.contents.columns.liveCount();
  }

  /** A shop as it is now (new, or its address or shipping countries changed). */
  upsertShop(shop: IndexedShop): void {
    this.contents.upsertShop(shop);
  }

  /** A product as it is now (new, or any of its values changed). */
  upsertProduct(product: IndexedProduct): void {
    this.contents.upsertProduct(product);
  }

  /** A product no longer in the catalogue. */
  removeProduct(id: number): void {
    this.contents.removeProduct(id);
  }

  /** The matches of a search: how many (up to `countUpTo`) and the first `limit` in order. */
  find(query: IndexQuery): IndexAnswer {
    try {
      return this.findMatches(query);
    } finally {
      this.bitsets.releaseAll();
    }
  }

  /** Up to `limit` of a search's matches, the first in slot order (the cheapest to find), and whether there are more. */
  sample(query: IndexQuery, limit: number): SearchSample {
    try {
      const prepared = prepareSearch(this.contents, this.bitsets, query);
      return 'nothing' in prepared
        ? { matches: [], more: false }
        : sampleMatches(this.contents, prepared, limit);
    } finally {
      this.bitsets.releaseAll();
    }
  }

  private findMatches(query: IndexQuery): IndexAnswer {
    const contents = this.contents;
    const columns = contents.columns;
    const size = columns.size;
    const prepared = prepareSearch(contents, this.bitsets, query);
    if ('nothing' in prepared) return { total: 0, ids: [], plan: prepared.nothing };
    const { driver, driverName, textSlots, categorySlots, members, conditions, listFilter } =
      prepared;
    const answer = (found: Found, plan: string): IndexAnswer => ({
      total: Math.min(found.total, query.countUpTo),
      ids: Array.from(found.slots, (slot) => columns.ids[slot]!),
      plan,
    });
    let walkedFor = '';
    const walking = walkPlan(contents, query, prepared);
    if (walking) {
      // A walk tests every list's condition. Without `members` the list filter already does (a
      // range drives, or no list is named); otherwise a short walk halves the lists'
      // intersection, a long one tests bits (filling them takes a pass over the catalogue's words
      // and the lists).
      const bitsCost = size / 32 + (textSlots?.length ?? 0) + (categorySlots?.length ?? 0);
      const byHalving =
        members !== null && walking.expected * Math.log2(members.length + 1) < bitsCost;
      const walkFilter =
        members === null
          ? listFilter
          : new SlotFilter(columns, {
              ...conditions,
              members: byHalving ? members : null,
              textBits: textSlots === null || byHalving ? null : this.bitsets.of(textSlots, size),
              categoryBits:
                categorySlots === null || byHalving ? null : this.bitsets.of(categorySlots, size),
            });
      const walked = walk(contents, query, walkFilter, walking);
      if (walked.done)
        return answer(walked, `walked ${walking.name}, tested ${walked.tested} products`);
      walkedFor = `walked ${walking.name} for ${walked.tested} products, then `;
    }
    const gathered = gather(
      contents,
      driver,
      query,
      listFilter,
      contents.orders.rankedCompare(query.order),
    );
    const tested =
      driver === null
        ? `all ${size} products`
        : `the ${driver.length} products of the ${driverName}`;
    return answer(gathered, `${walkedFor}tested ${tested}, kept the first ${query.limit}`);
  }
}
