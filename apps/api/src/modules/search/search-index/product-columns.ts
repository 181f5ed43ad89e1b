/** What the search index holds of a product: what search filters and sorts on, nothing to show. */
export interface IndexedProduct {
  id: number;
  shop_id: number;
  shop_country: string;
  category_ids: number[];
  /** The words of its search vector, stemmed by PostgreSQL. */
  lexemes: string[];
  reviews_count: number;
  average_rating: number;
  sales_count: number;
  transparency_score: number;
  authenticity_score: number;
  lowest_price: number;
  price_usd: number | null;
  /** Microseconds since 1970: `timestamptz`'s own precision, so ties fall to the id as in PostgreSQL. */
  created_at_us: number;
}

/** A product's filter and sort values, one typed array per column, by slot. */
export class ProductColumns {
  size = 0;
  ids: Float64Array;
  shopSlots: Int32Array;
  countries: Int32Array;
  reviewsCounts: Int32Array;
  averageRatings: Float64Array;
  salesCounts: Int32Array;
  transparency: Float64Array;
  authenticity: Float64Array;
  lowestPrices: Float64Array;
  /** NaN for a product without a dollar price (PostgreSQL's null: every comparison with it fails). */
  pricesUsd: Float64Array;
  createdAt: Float64Array;
  /** 1 for a product removed from the catalogue: it matches nothing. */
  removed: Uint8Array;

  constructor(capacity: number) {
    this.ids = new Float64Array(capacity);
    this.shopSlots = new Int32Array(capacity);
    this.countries = new Int32Array(capacity);
    this.reviewsCounts = new Int32Array(capacity);
    this.averageRatings = new Float64Array(capacity);
    this.salesCounts = new Int32Array(capacity);
    this.transparency = new Float64Array(capacity);
    this.authenticity = new Float64Array(capacity);
    this.lowestPrices = new Float64Array(capacity);
    this.pricesUsd = new Float64Array(capacity);
    this.createdAt = new Float64Array(capacity);
    this.removed = new Uint8Array(capacity);
  }

  /** Writes a product's values at `slot` (the next free one adds it). */
  write(slot: number, product: IndexedProduct, shopSlot: number, country: number): void {
    if (slot >= this.ids.length) this.grow(Math.max(1024, this.ids.length * 2));
    this.ids[slot] = product.id;
    this.shopSlots[slot] = shopSlot;
    this.countries[slot] = country;
    this.reviewsCounts[slot] = product.reviews_count;
    this.averageRatings[slot] = product.average_rating;
    this.salesCounts[slot] = product.sales_count;
    this.transparency[slot] = product.transparency_score;
    this.authenticity[slot] = product.authenticity_score;
    this.lowestPrices[slot] = product.lowest_price;
    this.pricesUsd[slot] = product.price_usd ?? Number.NaN;
    this.createdAt[slot] = product.created_at_us;
    this.removed[slot] = 0;
    if (slot >= this.size) this.size = slot + 1;
  }

  private grow(capacity: number): void {
    const grown = <T extends Float64Array | Int32Array | Uint8Array>(column: T): T => {
      const copy = new (column.constructor as new (length: number) => T)(capacity);
      copy.set(column);
      return copy;
    };
    this.ids = grown(this.ids);
    this.shopSlots = grown(this.shopSlots);
    this.countries = grown(this.countries);
    this.reviewsCounts = grown(this.reviewsCounts);
    this.averageRatings = grown(this.averageRatings);
    this.salesCounts = grown(this.salesCounts);
    this.transparency = grown(this.transparency);
    this.authenticity = grown(this.authenticity);
    this.lowestPrices = grown(this.lowestPrices);
    this.pricesUsd = grown(this.pricesUsd);
    this.createdAt = grown(this.createdAt);
    this.removed = grown(this.removed);
  }
}
