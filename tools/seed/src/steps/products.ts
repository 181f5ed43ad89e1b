import { type QueryExecutorProvider, sql } from 'kysely';
import { roundToMinorUnits } from '@vouch/domain';
import { BulkInserter } from '../bulk-insert';
import { SEED_CURRENCIES } from '../currencies';
import { DEMO_IDS, DEMO_PRODUCT } from '../demo-accounts';
import { encodedId } from '../encoded-id';
import { generatedImage } from '../generated-image';
import { productPictureColour } from '../picture-colours';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { ShopRow, ProductRow } from '../seed-rows';
import type { SeedSize } from '../seed-sizes';
import { slugify } from '../slugify';
import * as words from '../vocabulary';

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

export async function seedProducts(
  db: QueryExecutorProvider,
  prng: Prng,
  size: SeedSize,
  shops: ShopRow[],
): Promise<ProductRow[]> {
  const products = new BulkInserter(db, 'products', {
    id: 'int8',
    encoded_id: 'text',
    shop_id: 'int8',
    handle: 'text',
    title: 'text',
    description: 'text',
    image_url: 'text',
    retina_image_url: 'text',
    external_id: 'text',
    external_url: 'text',
    currency: 'text',
    lowest_price: 'numeric',
    highest_price: 'numeric',
    displayed_price: 'numeric',
    sales_count: 'int4',
    created_at: 'timestamptz',
    category_ids: 'text as integer[]',
  });
  const links = new BulkInserter(
    db,
    'product_categories',
    { product_id: 'int8', category_id: 'int4' },
    { batchSize: 15000, parent: products },
  );
  const parents = new Map<number, number[]>();
  const { rows: categoryRows } = await sql<{ id: number; parent_id: number | null; name: string }>`
    select id, parent_id, name from categories`.execute(db);
  const byId = new Map(categoryRows.map((row) => [row.id, row]));
  for (const row of categoryRows) {
    const chain: number[] = [];
    let parent = row.parent_id;
    while (parent !== null) {
      chain.push(parent);
      parent = byId.get(parent)?.parent_id ?? null;
    }
    parents.set(row.id, chain);
  }
  const result: ProductRow[] = [];
  for (let id = 1; id <= size.products; id++) {
    // Shops get products in proportion to a skewed weight: a few big catalogues, many small ones.
    // Product 1 is the demo product: the most reviewed one, since reviews favour low ids.
    const demo = id === DEMO_IDS.product;
    const shop = demo ? shops[0]! : shops[Math.floor(shops.length * prng.next() ** 1.6)]!;
    const level1 = prng.pick(shop.categories);
    const leafId = demo
      ? level1.leafIds.find((leaf) => byId.get(leaf)!.name === DEMO_PRODUCT.categoryName)!
      : prng.pick(level1.leafIds);
    const leafName = byId.get(leafId)!.name;
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
    const handle = demo ? DEMO_PRODUCT.handle : `${slugify(title)}-${id}`;
    // Every level; written here so the links' trigger (migration 0015) finds nothing to rewrite.
    const categoryIds = [leafId, ...(parents.get(leafId) ?? [])];
    const pictureColour = productPictureColour(colour, id);
    result.push({ id, shopId: shop.id, pictureGroup: level1.pictureGroup, colour: pictureColour });
    await products.add({
      id,
      encoded_id: encodedId('p', id),
      shop_id: shop.id,
      handle,
      title,
      description: `${title}. ${prng.pick(words.PRODUCT_COPY)} Designed for everyday use and backed by ${prng.int(1, 3)}-year support.`,
      // The group's pictogram in the product's colour; its review photos show the same.
      image_url: generatedImage(`product-${level1.pictureGroup}-${pictureColour}-${handle}`),
      retina_image_url: generatedImage(
        `product-${level1.pictureGroup}-${pictureColour}-${handle}`,
        'retina',
      ),
      external_id: String(1_000_000 + id),
      external_url: `https://${shop.domain}/products/${handle}`,
      currency: shop.currency,
      lowest_price: low,
      highest_price: high,
      displayed_price: prng.chance(0.2) ? high : low,
      sales_count: Math.floor(prng.next() ** 3 * 5000),
      created_at: daysAgo(prng.int(10, 1400)),
      category_ids: `{${[...categoryIds].sort((a, b) => a - b).join(',')}}`,
    });
    for (const categoryId of categoryIds)
      await links.add({ product_id: id, category_id: categoryId });
  }
  await products.flush();
  await links.flush();
  return result;
}
