import {
  COUNTRY_CODES,
  FILTER_FIELDS,
  FILTER_ROW_LENGTH,
  type ProductColumns,
} from './product-columns';
import type { SlotBitset } from './slot-bitset';
import { holdsSorted } from './sorted-slot-lists';

// Module-level copies: `test` runs up to a million times per search, and an imported binding read
// there costs a getter call each time under the transpiler the server runs with (tsx).
const ROW_LENGTH = FILTER_ROW_LENGTH;
const COUNTRIES = COUNTRY_CODES;
const {
  averageRating: RATING,
  transparency: TRANSPARENCY,
  authenticity: AUTHENTICITY,
  reviewsCount: REVIEWS,
  lowestPrice: LOWEST_PRICE,
  place: PLACE,
  removed: REMOVED,
} = FILTER_FIELDS;

/** One search's conditions, resolved to numbers and bits (the index's `find` prepares them). */
export interface SlotConditions {
  textBits: SlotBitset | null;
  categoryBits: SlotBitset | null;
  /** The products in every list the search names, ascending, tested by halving; null: no such test. */
  members: Int32Array | null;
  minRating: number;
  minTransparency: number;
  minAuthenticity: number;
  minReviews: number;
  priceField: typeof FILTER_FIELDS.priceUsd | typeof FILTER_FIELDS.lowestPrice;
  minPrice: number | null;
  maxPrice: number | null;
  /** -1: any. */
  country: number;
  /** -1: any. */
  shopSlot: number;
  /** By shop slot, 1 where the shop ships to the shopper's country; null: any. */
  shipsTo: Uint8Array | null;
}

/**
 * Tests products against one search's conditions, reading each product's filter row. A class with
 * one method (not a closure per search) so the engine optimises `test` once and keeps it for
 * every search: it runs up to a million times per search.
 */
export class SlotFilter {
  private readonly rows: Float64Array;
  private readonly textBits: SlotBitset | null;
  private readonly categoryBits: SlotBitset | null;
  private readonly members: Int32Array | null;
  private readonly minRating: number;
  private readonly minTransparency: number;
  private readonly minAuthenticity: number;
  private readonly minReviews: number;
  private readonly priceField: number;
  private readonly hasMinPrice: boolean;
  private readonly minPrice: number;
  private readonly hasMaxPrice: boolean;
  private readonly maxPrice: number;
  private readonly country: number;
  private readonly shopSlot: number;
  private readonly shipsTo: Uint8Array | null;

  constructor(columns: ProductColumns, conditions: SlotConditions) {
    this.rows = columns.filterRows;
    this.textBits = conditions.textBits;
    this.categoryBits = conditions.categoryBits;
    this.members = conditions.members;
    this.minRating = conditions.minRating;
    this.minTransparency = conditions.minTransparency;
    this.minAuthenticity = conditions.minAuthenticity;
    this.minReviews = conditions.minReviews;
    this.priceField = conditions.priceField;
    this.hasMinPrice = conditions.minPrice !== null;
    this.minPrice = conditions.minPrice ?? 0;
    this.hasMaxPrice = conditions.maxPrice !== null;
    this.maxPrice = conditions.maxPrice ?? 0;
    this.country = conditions.country;
    this.shopSlot = conditions.shopSlot;
    this.shipsTo = conditions.shipsTo;
  }

  /** Whether the product at `slot` meets every condition (a missing price, NaN, fails every bound). */
  test(slot: number): boolean {
    const rows = this.rows;
    const row = slot * ROW_LENGTH;
    if (rows[row + REMOVED] !== 0) return false;
    if (rows[row + RATING]! < this.minRating || rows[row + TRANSPARENCY]! < this.minTransparency)
      return false;
    if (rows[row + AUTHENTICITY]! < this.minAuthenticity || rows[row + REVIEWS]! < this.minReviews)
      return false;
    const price = rows[row + this.priceField]!;
    if (this.hasMinPrice && !(price >= this.minPrice)) return false;
    if (this.hasMaxPrice && !(price <= this.maxPrice && rows[row + LOWEST_PRICE]! > 0))
      return false;
    const place = rows[row + PLACE]!;
    if (this.country >= 0 && place % COUNTRIES !== this.country) return false;
    const shopSlot = Math.floor(place / COUNTRIES);
    if (this.shopSlot >= 0 && shopSlot !== this.shopSlot) return false;
    if (this.shipsTo !== null && this.shipsTo[shopSlot] !== 1) return false;
    const textBits = this.textBits;
    if (textBits !== null && (textBits[slot >>> 5]! & (1 << (slot & 31))) === 0) return false;
    const categoryBits = this.categoryBits;
    if (categoryBits !== null && (categoryBits[slot >>> 5]! & (1 << (slot & 31))) === 0)
      return false;
    return this.members === null || holdsSorted(this.members, slot);
  }
}
