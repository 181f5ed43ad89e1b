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

/** The fields of a product's filter row (see `ProductColumns.filterRows`). */
export const FILTER_FIELDS = {
  averageRating: 0,
  transparency: 1,
  authenticity: 2,
  reviewsCount: 3,
  lowestPrice: 4,
  /** NaN for a product without a dollar price (PostgreSQL's null: every comparison with it fails). */
  priceUsd: 5,
  /** The shop's slot times COUNTRY_CODES plus the store country's code. */
  place: 6,
  /** 1 for a product removed from the catalogue. */
  removed: 7,
} as const;
export const FILTER_ROW_LENGTH = 8;

/**
 * Store countries a filter row's place can tell apart: four times the ISO 3166 codes there are, and
 * a float64 keeps shop slot and code exact up to 2^53 / 1024 (8.8e12) shops.
 */
export const COUNTRY_CODES = 1024;
/** The code of every store country past the first COUNTRY_CODES - 1: no store-country filter matches it. */
export const UNPLACED_COUNTRY = COUNTRY_CODES - 1;

const unplacedCountries = new Set<string>();
/** Said once per country per process: the catalogue has more store countries than the index tells apart. */
function warnUnplaced(country: string): void {
  if (unplacedCountries.has(country)) return;
  unplacedCountries.add(country);
  console.warn(
    `[vouch] search index: store country ${country} is past the ${UNPLACED_COUNTRY} it tells apart; its products match no store-country filter`,
  );
}

/**
 * The code of a store country in the filter rows, numbered in the order first met. Past the codes
 * there are, UNPLACED_COUNTRY (and `onUnplaced` told): its products stay found by every other
 * filter, where a code past the span would be read as another shop and a refusal would stop the index.
 */
export function countryCodeOf(
  codes: Map<string, number>,
  country: string,
  onUnplaced: (country: string) => void = warnUnplaced,
): number {
  let code = codes.get(country);
  if (code !== undefined) return code;
  if (codes.size >= UNPLACED_COUNTRY) {
    onUnplaced(country);
    return UNPLACED_COUNTRY;
  }
  codes.set(country, (code = codes.size));
  return code;
}

/**
 * A product's filter and sort values by slot. What a search tests sits in one row of eight numbers
 * (64 bytes) per product: walking a sort order reaches products in no order of slots, and a row
 * is one memory fetch where a column per value was eight. The sort keys are columns of their own.
 */
export class ProductColumns {
  size = 0;
  filterRows: Float64Array;
  ids: Float64Array;
  reviewsCounts: Int32Array;
  salesCounts: Int32Array;
  /** NaN for a product without a dollar price. */
  pricesUsd: Float64Array;
  createdAt: Float64Array;
  /**
   * The least and most dollars per unit of own currency (price_usd / lowest_price) over the priced
   * products, ever seen: bounds on own-currency prices become bounds on dollar prices with them.
   */
  dollarsPerUnit = { least: Infinity, most: 0 };
  /** Slots of products with an own-currency price but no dollar price (a currency without a rate). */
  readonly unconverted = new Set<number>();

  constructor(capacity: number) {
    this.filterRows = new Float64Array(capacity * FILTER_ROW_LENGTH);
    this.ids = new Float64Array(capacity);
    this.reviewsCounts = new Int32Array(capacity);
    this.salesCounts = new Int32Array(capacity);
    this.pricesUsd = new Float64Array(capacity);
    this.createdAt = new Float64Array(capacity);
  }

  /** How many products the columns hold, the removed not counted. */
  liveCount(): number {
    let live = 0;
    for (let slot = 0; slot < this.size; slot++)
      if (this.filterRows[slot * FILTER_ROW_LENGTH + FILTER_FIELDS.removed] === 0) live++;
    return live;
  }

  /** A snapshot's columns (index-snapshot-file.ts), as `snapshot()` gave them. */
  static restored(snapshot: ColumnsSnapshot): ProductColumns {
    const columns = new ProductColumns(0);
    Object.assign(columns, snapshot.arrays);
    columns.size = snapshot.size;
    columns.dollarsPerUnit = {
      least: snapshot.dollarsPerUnit.least ?? Infinity,
      most: snapshot.dollarsPerUnit.most,
    };
    for (const slot of snapshot.unconverted) columns.unconverted.add(slot);
    return columns;
  }

  /** What a snapshot keeps of the columns: the arrays themselves, not copies. */
  snapshot(): ColumnsSnapshot {
    const { size, filterRows, ids, reviewsCounts, salesCounts, pricesUsd, createdAt } = this;
    const { least, most } = this.dollarsPerUnit;
    return {
      size,
      dollarsPerUnit: { least: Number.isFinite(least) ? least : null, most },
      unconverted: [...this.unconverted],
      arrays: {
        filterRows: filterRows.subarray(0, size * FILTER_ROW_LENGTH),
        ids: ids.subarray(0, size),
        reviewsCounts: reviewsCounts.subarray(0, size),
        salesCounts: salesCounts.subarray(0, size),
        pricesUsd: pricesUsd.subarray(0, size),
        createdAt: createdAt.subarray(0, size),
      },
    };
  }

  /** Writes a product's values at `slot` (the next free one adds it). */
  write(slot: number, product: IndexedProduct, shopSlot: number, country: number): void {
    if (slot >= this.ids.length) this.grow(Math.max(1024, this.ids.length * 2));
    const row = slot * FILTER_ROW_LENGTH;
    const rows = this.filterRows;
    rows[row + FILTER_FIELDS.averageRating] = product.average_rating;
    rows[row + FILTER_FIELDS.transparency] = product.transparency_score;
    rows[row + FILTER_FIELDS.authenticity] = product.authenticity_score;
    rows[row + FILTER_FIELDS.reviewsCount] = product.reviews_count;
    rows[row + FILTER_FIELDS.lowestPrice] = product.lowest_price;
    rows[row + FILTER_FIELDS.priceUsd] = product.price_usd ?? Number.NaN;
    rows[row + FILTER_FIELDS.place] = shopSlot * COUNTRY_CODES + country;
    rows[row + FILTER_FIELDS.removed] = 0;
    this.ids[slot] = product.id;
    this.reviewsCounts[slot] = product.reviews_count;
    this.salesCounts[slot] = product.sales_count;
    this.pricesUsd[slot] = product.price_usd ?? Number.NaN;
    this.createdAt[slot] = product.created_at_us;
    if (product.lowest_price > 0 && product.price_usd === null) this.unconverted.add(slot);
    else this.unconverted.delete(slot);
    if (product.lowest_price > 0 && product.price_usd !== null) {
      const perUnit = product.price_usd / product.lowest_price;
      this.dollarsPerUnit.least = Math.min(this.dollarsPerUnit.least, perUnit);
      this.dollarsPerUnit.most = Math.max(this.dollarsPerUnit.most, perUnit);
    }
    if (slot >= this.size) this.size = slot + 1;
  }

  /** Drops the room past the last product: built by doubling, ten million products held 16.8 million (60 bytes each unused). */
  trim(): void {
    const size = this.size;
    this.filterRows = this.filterRows.slice(0, size * FILTER_ROW_LENGTH);
    this.ids = this.ids.slice(0, size);
    this.reviewsCounts = this.reviewsCounts.slice(0, size);
    this.salesCounts = this.salesCounts.slice(0, size);
    this.pricesUsd = this.pricesUsd.slice(0, size);
    this.createdAt = this.createdAt.slice(0, size);
  }

  /** Marks the product at `slot` removed: it then fails every search. */
  remove(slot: number): void {
    this.filterRows[slot * FILTER_ROW_LENGTH + FILTER_FIELDS.removed] = 1;
  }

  private grow(capacity: number): void {
    const grown = <T extends Float64Array | Int32Array>(column: T, length: number): T => {
      const copy = new (column.constructor as new (length: number) => T)(length);
      copy.set(column);
      return copy;
    };
    this.filterRows = grown(this.filterRows, capacity * FILTER_ROW_LENGTH);
    this.ids = grown(this.ids, capacity);
    this.reviewsCounts = grown(this.reviewsCounts, capacity);
    this.salesCounts = grown(this.salesCounts, capacity);
    this.pricesUsd = grown(this.pricesUsd, capacity);
    this.createdAt = grown(this.createdAt, capacity);
  }
}

/** ProductColumns in a snapshot: its arrays by name, and the few values beside them. */
export interface ColumnsSnapshot {
  size: number;
  /** `least` is null while no product has a converted price (Infinity in the columns). */
  dollarsPerUnit: { least: number | null; most: number };
  unconverted: number[];
  arrays: Pick<
    ProductColumns,
    'filterRows' | 'ids' | 'reviewsCounts' | 'salesCounts' | 'pricesUsd' | 'createdAt'
  >;
}
