import { roundToMinorUnits } from '@vouch/domain';
import { SEED_CURRENCIES } from './currencies';
import { DEMO_IDS, DEMO_PRODUCT } from './demo-accounts';
import { type Prng } from './prng';
import { daysAgo } from './seed-clock';
import type { CategoryNode, ShopRow } from './seed-rows';
import { slugify } from '@vouch/domain';
import * as words from './vocabulary';

const PRICE_RANGE: Record<string, [number, number]> = {
  Electronics: [15, 900],
  'Home & Garden': [8, 700],
  'Jewelry & Watches': [20, 1500],
  'Food & Drink': [3, 60],
  Health: [5, 150],
};

/** What a product of this level-1 category costs in US dollars, at least and at most. */
export function priceRangeUsd(level1Name: string): [number, number] {
  return PRICE_RANGE[level1Name] ?? [5, 250];
}

const RATE_PER_USD = new Map(
  SEED_CURRENCIES.map((currency) => [currency.code, currency.ratePerUsd]),
);

/** A dollar price as the shop shows it: in its own currency, rounded as that currency is (issue #18: a bag cost INR 5.31). */
function shopPrice(usd: number, currency: string): number {
  return roundToMinorUnits(usd * (RATE_PER_USD.get(currency) || 1), currency);
}

/** A category's name and the ids above it, from the categories' rows. */
export interface CategoryLookup {
  nameOf(id: number): string;
  /** Its parent, the parent's parent, up to level 1. */
  ancestorsOf(id: number): number[];
}

export function categoryLookup(
  rows: readonly { id: number; parent_id?: number | null; name: string | number }[],
): CategoryLookup {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ancestors = new Map<number, number[]>();
  for (const row of rows) {
    const chain: number[] = [];
    let parent = row.parent_id ?? null;
    while (parent !== null) {
      chain.push(parent);
      parent = byId.get(parent)?.parent_id ?? null;
    }
    ancestors.set(row.id, chain);
  }
  return {
    nameOf: (id) => String(byId.get(id)!.name),
    ancestorsOf: (id) => ancestors.get(id) ?? [],
  };
}

/** A product as the seed draws it, before it is written. */
export interface DrawnProduct {
  id: number;
  shop: ShopRow;
  level1: CategoryNode;
  handle: string;
  title: string;
  /** The colour its title names, if any. */
  colour: string | null;
  description: string;
  lowestPrice: number;
  highestPrice: number;
  displayedPrice: number;
  salesCount: number;
  createdAt: string;
  /** Every level, the leaf first. */
  categoryIds: number[];
}

/**
 * Product `id` of the seed: its shop, category, title and prices, drawn in the order the seed has
 * always drawn them (so the same seed gives the same products), for the database or for rows
 * generated in memory (the index bench, issue #32).
 */
export function drawProduct(
  prng: Prng,
  id: number,
  shops: readonly ShopRow[],
  categories: CategoryLookup,
): DrawnProduct {
  // Shops get products in proportion to a skewed weight: a few big catalogues, many small ones.
  // Product 1 is the demo product: the most reviewed one, since reviews favour low ids.
  const demo = id === DEMO_IDS.product;
  const shop = demo ? shops[0]! : shops[Math.floor(shops.length * prng.next() ** 1.6)]!;
  const level1 = prng.pick(shop.categories);
  const leafId = demo
    ? level1.leafIds.find((leaf) => categories.nameOf(leaf) === DEMO_PRODUCT.categoryName)!
    : prng.pick(level1.leafIds);
  const leafName = categories.nameOf(leafId);
  let colour: string | null = null;
  let title: string = DEMO_PRODUCT.title;
  if (!demo) {
    const brand = prng.pick(words.BRANDS);
    const adjective = prng.pick(words.PRODUCT_ADJECTIVES);
    colour = prng.chance(0.35) ? prng.pick(words.COLOURS) : null;
    title = `${brand} ${adjective} ${leafName}${colour ? ` in ${colour}` : ''}`;
  }
  const [minPrice, maxPrice] = priceRangeUsd(level1.name);
  // Drawn in dollars within the category's range (cheap ones more often), shown in the shop's currency.
  const lowUsd = minPrice + (maxPrice - minPrice) * prng.next() ** 2.5;
  const highUsd = prng.chance(0.3) ? Math.min(maxPrice, lowUsd * (1 + prng.next())) : lowUsd;
  const low = shopPrice(lowUsd, shop.currency);
  const high = Math.max(low, shopPrice(highUsd, shop.currency));
  const description = `${title}. ${prng.pick(words.PRODUCT_COPY)} Designed for everyday use and backed by ${prng.int(1, 3)}-year support.`;
  return {
    id,
    shop,
    level1,
    handle: demo ? DEMO_PRODUCT.handle : `${slugify(title)}-${id}`,
    title,
    colour,
    description,
    lowestPrice: low,
    highestPrice: high,
    displayedPrice: prng.chance(0.2) ? high : low,
    salesCount: Math.floor(prng.next() ** 3 * 5000),
    createdAt: daysAgo(prng.int(10, 1400)),
    categoryIds: [leafId, ...categories.ancestorsOf(leafId)],
  };
}
