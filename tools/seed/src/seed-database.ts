import { sql, type QueryExecutorProvider } from 'kysely';
import { BulkInserter } from './bulk-insert';
import { CATEGORY_TREE } from './category-tree';
import { SEED_COUNTRIES, SEED_CURRENCIES } from './currencies';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP, SECOND_REVIEWER_DRAFT } from './demo-accounts';
import { deterministicUuid, encodedId } from './encoded-id';
import { Prng } from './prng';
import { SEED_SIZES, type SeedSize, type SeedSizeName } from './seed-sizes';
import * as words from './vocabulary';

export interface SeedOptions {
  size: SeedSizeName;
  seed?: number;
  /** scrypt (or any) hash for the demo accounts' passwords; injected so the seed holds no auth code. */
  hashPassword(password: string): Promise<string>;
  log?(message: string): void;
}

/** Every date in the data is relative to this instant, so the same seed gives the same rows. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T12:00:00Z');
const DAY_MS = 86_400_000;

const REVIEW_SOURCES = {
  organic: 34,
  invite: 30,
  migrated: 10,
  aliexpress: 5,
  verified_provider: 11,
  unverified_provider: 5,
  unverified_source: 5,
} as const;

/** J-shaped: most reviews are five stars, the next bump is one star. */
const RATING_WEIGHTS = { 5: 62, 4: 16, 3: 6, 2: 4, 1: 12 } as const;

const COUNTRY_WEIGHTS: Record<string, number> = Object.fromEntries(SEED_COUNTRIES.map((country) => [country.code, country.weight]));

const PRICE_RANGE: Record<string, [number, number]> = {
  Electronics: [15, 900],
  'Home & Garden': [8, 700],
  'Jewelry & Watches': [20, 1500],
  'Food & Drink': [3, 60],
  Health: [5, 150],
};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function daysAgo(days: number): string {
  return new Date(SEED_REFERENCE_DATE.getTime() - days * DAY_MS).toISOString();
}

function generatedImage(name: string, variant?: 'compact' | 'huge' | 'retina'): string {
  return `/media/generated/${name}.svg${variant ? `?variant=${variant}` : ''}`;
}

interface CategoryNode {
  id: number;
  name: string;
  level1: string;
  leafIds: number[];
}

interface ShopRow {
  id: number;
  country: string;
  currency: string;
  categories: CategoryNode[];
  showsQuestions: boolean;
}

interface ProductRow {
  id: number;
  shopId: number;
}

/** Fills an empty, migrated database with deterministic demo data of the given size. */
export async function seedDatabase(db: QueryExecutorProvider, options: SeedOptions): Promise<void> {
  const size = SEED_SIZES[options.size];
  const root = new Prng(options.seed ?? 20231);
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const step = (label: string) => log(`seed ${options.size}: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  await seedCurrencies(db);
  const level1 = await seedCategories(db, root.fork('categories'));
  step('categories');
  await seedUsers(db, root.fork('users'), size, options.hashPassword);
  step('users');
  const shops = await seedShops(db, root.fork('shops'), root.fork('shipping'), size, level1);
  step('shops');
  const products = await seedProducts(db, root.fork('products'), size, shops);
  step('products');
  await seedOrders(db, root.fork('orders'), size, products);
  step('orders');
  await seedReviews(db, root.fork('reviews'), size, products);
  step('reviews');
  await seedQuestions(db, root.fork('questions'), shops, products);
  await seedFollows(db, root.fork('follows'), size);
  await seedDisputes(db, root.fork('disputes'), size);
  await seedSecondReviewer(db, options.hashPassword);
  await seedShopOwner(db, options.hashPassword);
  step('questions, follows, disputes');
  await computeAggregates(db);
  await resetSequences(db);
  // Fresh planner statistics (search plans depend on them) and a visibility map, so counts can
  // skip heap pages that are all visible.
  await sql`vacuum analyze`.execute(db);
  step('aggregates');
}

async function seedCurrencies(db: QueryExecutorProvider): Promise<void> {
  const currencies = new BulkInserter(db, 'currencies', { code: 'text', name: 'text', symbol: 'text' });
  const rates = new BulkInserter(db, 'exchange_rates', { currency_code: 'text', rate_per_usd: 'numeric', updated_at: 'timestamptz' });
  for (const { code, name, symbol, ratePerUsd } of SEED_CURRENCIES) {
    await currencies.add({ code, name, symbol });
    if (ratePerUsd > 0) await rates.add({ currency_code: code, rate_per_usd: ratePerUsd, updated_at: SEED_REFERENCE_DATE.toISOString() });
  }
  await currencies.flush();
  await rates.flush();
}

async function seedCategories(db: QueryExecutorProvider, prng: Prng): Promise<CategoryNode[]> {
  const rows: Record<string, unknown>[] = [];
  const handles = new Set<string>();
  const uniqueHandle = (name: string, id: number) => {
    const handle = handles.has(slugify(name)) ? `${slugify(name)}-${id}` : slugify(name);
    handles.add(handle);
    return handle;
  };
  const level1Nodes: CategoryNode[] = [];
  let nextId = 1;
  for (const [order1, [name1, children]] of Object.entries(CATEGORY_TREE).entries()) {
    const id1 = nextId++;
    const handle1 = uniqueHandle(name1, id1);
    const node: CategoryNode = { id: id1, name: name1, level1: name1, leafIds: [] };
    level1Nodes.push(node);
    rows.push({
      id: id1,
      parent_id: null,
      name: name1,
      handle: handle1,
      level: 1,
      is_deepest: false,
      image_url: generatedImage(`category-${handle1}`),
      bar_flat_view: order1 % 3 === 0,
      bar_order: order1 + 1,
      page_order: Object.keys(CATEGORY_TREE).length - order1,
      path: name1,
    });
    for (const [order2, [name2, leaves]] of Object.entries(children).entries()) {
      const id2 = nextId++;
      const handle2 = uniqueHandle(name2, id2);
      rows.push({
        id: id2,
        parent_id: id1,
        name: name2,
        handle: handle2,
        level: 2,
        is_deepest: false,
        image_url: prng.chance(0.5) ? generatedImage(`category-${handle2}`) : null,
        bar_flat_view: false,
        bar_order: order2 + 1,
        page_order: order2 + 1,
        path: `${name1} > ${name2}`,
      });
      for (const [order3, name3] of leaves.entries()) {
        const id3 = nextId++;
        node.leafIds.push(id3);
        rows.push({
          id: id3,
          parent_id: id2,
          name: name3,
          handle: uniqueHandle(name3, id3),
          level: 3,
          is_deepest: true,
          image_url: prng.chance(0.2) ? generatedImage(`category-${slugify(name3)}`) : null,
          bar_flat_view: false,
          bar_order: order3 + 1,
          page_order: order3 + 1,
          path: `${name1} > ${name2} > ${name3}`,
        });
      }
    }
  }
  const categories = new BulkInserter(db, 'categories', {
    id: 'int4',
    parent_id: 'int4',
    name: 'text',
    handle: 'text',
    level: 'int2',
    is_deepest: 'bool',
    image_url: 'text',
    bar_flat_view: 'bool',
    bar_order: 'int4',
    page_order: 'int4',
    path: 'text',
  });
  for (const row of rows) await categories.add(row);
  await categories.flush();
  return level1Nodes.filter((node) => node.name !== 'Gender');
}

async function seedUsers(db: QueryExecutorProvider, prng: Prng, size: SeedSize, hashPassword: (p: string) => Promise<string>): Promise<void> {
  const users = new BulkInserter(db, 'users', {
    id: 'int8',
    encoded_id: 'text',
    slug: 'text',
    email: 'text',
    password_hash: 'text',
    name: 'text',
    role: 'text',
    avatar_url: 'text',
    country: 'text',
    created_at: 'timestamptz',
    reviewer_name: 'text',
    tos_accepted_at: 'timestamptz',
  });
  const demo = [DEMO_ACCOUNTS.reviewer, DEMO_ACCOUNTS.arbitrator];
  for (const [index, account] of demo.entries()) {
    await users.add({
      id: index + 1,
      encoded_id: encodedId('r', index + 1),
      slug: account.slug,
      email: account.email,
      password_hash: await hashPassword(account.password),
      name: account.name,
      role: account === DEMO_ACCOUNTS.arbitrator ? 'arbitrator' : 'reviewer',
      avatar_url: null,
      country: 'GB',
      created_at: daysAgo(400),
      reviewer_name: account.name,
      tos_accepted_at: daysAgo(400),
    });
  }
  for (let id = demo.length + 1; id <= size.reviewers; id++) {
    const first = prng.pick(words.FIRST_NAMES);
    const last = prng.pick(words.LAST_NAMES);
    const country = prng.weighted(COUNTRY_WEIGHTS);
    await users.add({
      id,
      encoded_id: encodedId('r', id),
      slug: `${slugify(first)}-${slugify(last)}-${id}`,
      email: null,
      password_hash: null,
      name: `${first} ${last.charAt(0)}.`,
      role: 'reviewer',
      avatar_url: prng.chance(0.4) ? generatedImage(`avatar-${id}`) : null,
      country,
      created_at: daysAgo(prng.int(30, 1500)),
      reviewer_name: null,
      tos_accepted_at: null,
    });
  }
  await users.flush();
}

/** Most shops ship worldwide; the rest to their own country and a few others. */
function shippingCountries(prng: Prng, home: string): string[] | null {
  if (prng.chance(0.6)) return null;
  const others = SEED_COUNTRIES.map((country) => country.code).filter((code) => code !== home);
  const extra = prng.int(0, 3);
  const chosen = new Set<string>([home]);
  while (chosen.size < extra + 1) chosen.add(prng.pick(others));
  return [...chosen];
}

async function seedShops(db: QueryExecutorProvider, prng: Prng, shipping: Prng, size: SeedSize, level1: CategoryNode[]): Promise<ShopRow[]> {
  const shops = new BulkInserter(db, 'shops', {
    id: 'int8',
    encoded_id: 'text',
    slug: 'text',
    name: 'text',
    domain: 'text',
    platform: 'text',
    public_token: 'text',
    country: 'text',
    currency: 'text',
    logo_url: 'text',
    description: 'text',
    disable_web_reviews: 'bool',
    enable_question_answer: 'bool',
    show_cards_carousel: 'bool',
    response_time_value: 'int4',
    response_time_unit: 'text',
    confirmed_contact: 'bool',
    ships_to: 'text as char(2)[]',
    created_at: 'timestamptz',
  });
  const addresses = new BulkInserter(
    db,
    'shop_addresses',
    {
      shop_id: 'int8',
      address_line_1: 'text',
      address_line_2: 'text',
      city: 'text',
      postcode: 'text',
      country: 'text',
      billing: 'bool',
      confirmed: 'bool',
    },
    { parent: shops },
  );
  const result: ShopRow[] = [];
  for (let id = 1; id <= size.shops; id++) {
    const demo = id === 1;
    const name = demo ? DEMO_SHOP.name : `${prng.pick(words.SHOP_NAME_FIRST)} ${prng.pick(words.SHOP_NAME_SECOND)}`;
    const slug = demo ? DEMO_SHOP.slug : `${slugify(name)}-${id}`;
    const countryCode = prng.weighted(COUNTRY_WEIGHTS);
    const country = SEED_COUNTRIES.find((candidate) => candidate.code === countryCode)!;
    const categories = demo ? [level1.find((node) => node.name === DEMO_SHOP.categoryName)!] : [prng.pick(level1)];
    if (!demo && prng.chance(0.3)) categories.push(prng.pick(level1));
    const unit = prng.weighted({ hours: 6, days: 2, minutes: 2 } as const);
    // The demo shop shows every part of a shop page: questions, the cards carousel, the review entry.
    const showsQuestions = prng.chance(0.35) || demo;
    result.push({ id, country: country.code, currency: country.currency, categories, showsQuestions });
    const shipsTo = demo ? null : shippingCountries(shipping, country.code);
    await shops.add({
      id,
      encoded_id: encodedId('s', id),
      slug,
      name,
      domain: `${slug}.example.com`,
      platform: prng.pick(words.PLATFORMS),
      public_token: encodedId('pt', id * 7 + 3),
      country: country.code,
      currency: country.currency,
      logo_url: prng.chance(0.85) ? generatedImage(`logo-${id}`) : null,
      description: `${name} is an independent ${categories[0]!.name.toLowerCase()} shop from ${prng.pick(country.cities)}, shipping ${shipsTo ? `to ${shipsTo.length === 1 ? 'its home country' : `${shipsTo.length} countries`}` : 'worldwide'} since ${2010 + prng.int(0, 13)}.`,
      disable_web_reviews: prng.chance(0.08) && !demo,
      enable_question_answer: showsQuestions,
      show_cards_carousel: prng.chance(0.4) || demo,
      response_time_value: prng.chance(0.8) ? prng.int(1, unit === 'minutes' ? 59 : unit === 'hours' ? 23 : 4) : null,
      response_time_unit: unit,
      confirmed_contact: prng.chance(0.6),
      ships_to: shipsTo && `{${shipsTo.join(',')}}`,
      created_at: daysAgo(prng.int(200, 2500)),
    });
    const addressCount = prng.int(0, 2);
    for (let index = 0; index < addressCount; index++) {
      await addresses.add({
        shop_id: id,
        address_line_1: `${prng.int(1, 250)} ${prng.pick(['High Street', 'Market Lane', 'Main Street', 'Harbour Road', 'Station Road'])}`,
        address_line_2: prng.chance(0.3) ? `Unit ${prng.int(1, 40)}` : null,
        city: prng.pick(country.cities),
        postcode: String(prng.int(10000, 99999)),
        country: country.code,
        billing: index === 0,
        confirmed: prng.chance(0.7),
      });
    }
  }
  await shops.flush();
  await addresses.flush();
  return result;
}

async function seedProducts(db: QueryExecutorProvider, prng: Prng, size: SeedSize, shops: ShopRow[]): Promise<ProductRow[]> {
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
  });
  const links = new BulkInserter(db, 'product_categories', { product_id: 'int8', category_id: 'int4' }, { batchSize: 15000, parent: products });
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
    const demo = id === 1;
    const shop = demo ? shops[0]! : shops[Math.floor(shops.length * prng.next() ** 1.6)]!;
    const level1 = prng.pick(shop.categories);
    const leafId = demo ? level1.leafIds.find((leaf) => byId.get(leaf)!.name === DEMO_PRODUCT.categoryName)! : prng.pick(level1.leafIds);
    const leafName = byId.get(leafId)!.name;
    const title = demo
      ? DEMO_PRODUCT.title
      : `${prng.pick(words.BRANDS)} ${prng.pick(words.PRODUCT_ADJECTIVES)} ${leafName}${prng.chance(0.35) ? ` in ${prng.pick(words.COLOURS)}` : ''}`;
    const [minPrice, maxPrice] = PRICE_RANGE[level1.name] ?? [5, 250];
    const low = Math.round((minPrice + (maxPrice - minPrice) * prng.next() ** 2.5) * 100) / 100;
    const high = prng.chance(0.3) ? Math.round(low * (1 + prng.next()) * 100) / 100 : low;
    const handle = demo ? DEMO_PRODUCT.handle : `${slugify(title)}-${id}`;
    result.push({ id, shopId: shop.id });
    await products.add({
      id,
      encoded_id: encodedId('p', id),
      shop_id: shop.id,
      handle,
      title,
      description: `${title}. ${prng.pick(words.REVIEW_SENTENCES[5])} Designed for everyday use and backed by ${prng.int(1, 3)}-year support.`,
      image_url: generatedImage(`product-${id}`),
      retina_image_url: generatedImage(`product-${id}`, 'retina'),
      external_id: String(1_000_000 + id),
      external_url: `https://${shop.id}.shop.example.com/products/${handle}`,
      currency: shop.currency,
      lowest_price: low,
      highest_price: high,
      displayed_price: prng.chance(0.2) ? high : low,
      sales_count: Math.floor(prng.next() ** 3 * 5000),
      created_at: daysAgo(prng.int(10, 1400)),
    });
    for (const categoryId of [leafId, ...(parents.get(leafId) ?? [])]) await links.add({ product_id: id, category_id: categoryId });
  }
  await products.flush();
  await links.flush();
  return result;
}

/** Orders for the demo reviewer (reviewed and not yet reviewed items) and a share of the other reviewers. */
async function seedOrders(db: QueryExecutorProvider, prng: Prng, size: SeedSize, products: ProductRow[]): Promise<void> {
  const orders = new BulkInserter(db, 'orders', { id: 'int8', public_id: 'text', user_id: 'int8', shop_id: 'int8', placed_at: 'timestamptz' });
  const items = new BulkInserter(
    db,
    'line_items',
    {
      id: 'int8',
      public_id: 'text',
      order_id: 'int8',
      product_id: 'int8',
      quantity: 'int4',
      unit_price: 'numeric',
    },
    { parent: orders },
  );
  const productsByShop = new Map<number, ProductRow[]>();
  for (const product of products) {
    const list = productsByShop.get(product.shopId) ?? [];
    if (list.length < 20) list.push(product);
    productsByShop.set(product.shopId, list);
  }
  let orderId = 0;
  let itemId = 0;
  const buyers = Math.min(size.reviewers, Math.max(50, Math.floor(size.reviewers / 5)));
  for (let userId = 1; userId <= buyers; userId++) {
    if (userId === 2) continue; // the arbitrator buys nothing
    const orderCount = userId === 1 ? 6 : prng.int(0, 2);
    for (let index = 0; index < orderCount; index++) {
      const first = prng.pick(products);
      orderId++;
      await orders.add({ id: orderId, public_id: encodedId('o', orderId), user_id: userId, shop_id: first.shopId, placed_at: daysAgo(prng.int(3, 300)) });
      const sameShop = productsByShop.get(first.shopId)!;
      const lineCount = prng.int(1, Math.min(3, sameShop.length));
      const chosen = new Set<number>([first.id]);
      while (chosen.size < lineCount) chosen.add(prng.pick(sameShop).id);
      for (const productId of chosen) {
        itemId++;
        await items.add({
          id: itemId,
          public_id: encodedId('li', itemId),
          order_id: orderId,
          product_id: productId,
          quantity: prng.int(1, 2),
          unit_price: prng.int(5, 200),
        });
      }
    }
  }
  await orders.flush();
  await items.flush();
}

async function seedReviews(db: QueryExecutorProvider, prng: Prng, size: SeedSize, products: ProductRow[]): Promise<void> {
  const reviews = new BulkInserter(db, 'reviews', {
    id: 'int8',
    public_id: 'text',
    uuid: 'uuid',
    user_id: 'int8',
    reviewer_display_name: 'text',
    shop_id: 'int8',
    product_id: 'int8',
    line_item_id: 'int8',
    rating: 'int2',
    title: 'text',
    body: 'text',
    verified: 'bool',
    source: 'text',
    published: 'bool',
    deleted_at: 'timestamptz',
    has_media: 'bool',
    reply_body: 'text',
    replied_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  const media = new BulkInserter(
    db,
    'review_media',
    {
      review_id: 'int8',
      kind: 'text',
      position: 'int2',
      compact_url: 'text',
      huge_url: 'text',
      external_id: 'text',
    },
    { parent: reviews },
  );
  const nameRng = prng.fork('names');
  const userNames: string[] = [];
  for (let id = 0; id <= size.reviewers; id++) userNames.push(`${nameRng.pick(words.FIRST_NAMES)} ${nameRng.pick(words.LAST_NAMES).charAt(0)}.`);

  // Reviews of the demo reviewer's own line items come first, linked and verified.
  const demoItems = await sql<{ id: string; product_id: string; shop_id: string }>`
    select li.id, li.product_id, p.shop_id from line_items li join orders o on o.id = li.order_id
    join products p on p.id = li.product_id where o.user_id = 1 order by li.id`.execute(db);
  let id = 0;
  const reviewedDemoItems = demoItems.rows.slice(0, Math.ceil(demoItems.rows.length / 2));
  for (const item of reviewedDemoItems) {
    id++;
    await reviews.add(
      reviewRow(prng, id, {
        userId: 1,
        name: DEMO_ACCOUNTS.reviewer.name,
        shopId: Number(item.shop_id),
        productId: Number(item.product_id),
        lineItemId: Number(item.id),
        verified: true,
        published: id !== 2,
      }),
    );
  }
  for (let index = 0; index < size.reviews - reviewedDemoItems.length; index++) {
    id++;
    // Skewed towards popular products, as on every real review site.
    const product = products[Math.floor(products.length * prng.next() ** 3)]!;
    const shopReview = prng.chance(0.12);
    const userId = prng.int(3, size.reviewers);
    const row = reviewRow(prng, id, {
      userId,
      name: userNames[userId]!,
      shopId: product.shopId,
      productId: shopReview ? null : product.id,
      lineItemId: null,
      verified: prng.chance(0.72),
      published: prng.chance(0.96),
    });
    await reviews.add(row);
    if (row.has_media) {
      const pictures = prng.int(1, 3);
      for (let position = 0; position < pictures; position++) {
        await media.add({
          review_id: id,
          kind: 'picture',
          position,
          compact_url: generatedImage(`review-${id}-${position}`, 'compact'),
          huge_url: generatedImage(`review-${id}-${position}`, 'huge'),
          external_id: null,
        });
      }
      if (prng.chance(0.15)) {
        // Spec §3: an id longer than 16 characters belongs to one provider, shorter to the other.
        const externalId = prng.chance(0.5) ? encodedId('v', id).padEnd(11, 'x') : `${encodedId('vid', id)}${encodedId('x', id * 3)}`.padEnd(20, 'z');
        await media.add({ review_id: id, kind: 'video_external', position: pictures, compact_url: null, huge_url: null, external_id: externalId });
      }
    }
  }
  await reviews.flush();
  await media.flush();
}

function reviewRow(
  prng: Prng,
  id: number,
  who: { userId: number; name: string; shopId: number; productId: number | null; lineItemId: number | null; verified: boolean; published: boolean },
): Record<string, unknown> & { has_media: boolean } {
  const rating = Number(prng.weighted(RATING_WEIGHTS)) as 1 | 2 | 3 | 4 | 5;
  const age = Math.floor(prng.next() ** 1.8 * 1000);
  const sentences = Array.from({ length: prng.int(1, 4) }, () => prng.pick(words.REVIEW_SENTENCES[rating]));
  const replied = prng.chance(rating <= 2 ? 0.5 : 0.12);
  const source = who.lineItemId ? 'organic' : prng.weighted(REVIEW_SOURCES);
  return {
    id,
    public_id: encodedId('rv', id),
    uuid: deterministicUuid(id),
    user_id: who.userId,
    reviewer_display_name: who.name,
    shop_id: who.shopId,
    product_id: who.productId,
    line_item_id: who.lineItemId,
    rating,
    title: prng.pick(words.REVIEW_TITLES[rating]),
    body: [...new Set(sentences)].join(' '),
    verified: who.verified || source === 'verified_provider',
    source,
    published: who.published,
    deleted_at: prng.chance(0.01) ? daysAgo(Math.max(0, age - 1)) : null,
    has_media: prng.chance(0.09),
    reply_body: replied ? prng.pick(words.SHOP_REPLIES) : null,
    replied_at: replied ? daysAgo(Math.max(0, age - 2)) : null,
    created_at: daysAgo(age),
    updated_at: daysAgo(age),
  };
}

async function seedQuestions(db: QueryExecutorProvider, prng: Prng, shops: ShopRow[], products: ProductRow[]): Promise<void> {
  const withQuestions = new Set(shops.filter((shop) => shop.showsQuestions).map((shop) => shop.id));
  const questions = new BulkInserter(db, 'questions', {
    id: 'int8',
    shop_id: 'int8',
    product_id: 'int8',
    author_name: 'text',
    body: 'text',
    created_at: 'timestamptz',
  });
  const answers = new BulkInserter(
    db,
    'answers',
    { question_id: 'int8', author_name: 'text', by_shop: 'bool', body: 'text', created_at: 'timestamptz' },
    { parent: questions },
  );
  let id = 0;
  for (const product of products.slice(0, 20_000)) {
    if (!withQuestions.has(product.shopId) || !prng.chance(0.5)) continue;
    const count = prng.int(1, 7);
    for (let index = 0; index < count; index++) {
      id++;
      const age = prng.int(1, 600);
      await questions.add({
        id,
        shop_id: product.shopId,
        product_id: product.id,
        author_name: `${prng.pick(words.FIRST_NAMES)}`,
        body: prng.pick(words.QUESTION_TEXTS),
        created_at: daysAgo(age),
      });
      if (prng.chance(0.8))
        await answers.add({
          question_id: id,
          author_name: 'Store team',
          by_shop: true,
          body: prng.pick(words.ANSWER_TEXTS),
          created_at: daysAgo(Math.max(0, age - 1)),
        });
    }
  }
  await questions.flush();
  await answers.flush();
}

async function seedFollows(db: QueryExecutorProvider, prng: Prng, size: SeedSize): Promise<void> {
  const follows = new BulkInserter(db, 'follows', { follower_id: 'int8', followee_type: 'text', followee_id: 'int8', created_at: 'timestamptz' });
  const seen = new Set<string>();
  const followers = Math.min(size.reviewers, 2000);
  for (let follower = 1; follower <= followers; follower++) {
    if (follower === 2) continue;
    const count = follower === 1 ? 15 : prng.int(0, 4);
    for (let index = 0; index < count; index++) {
      const type = follower === 1 ? (['Shop', 'Product', 'Reviewer'] as const)[index % 3]! : prng.pick(['Shop', 'Product', 'Reviewer'] as const);
      const max = type === 'Shop' ? size.shops : type === 'Product' ? size.products : size.reviewers;
      const followee = Math.max(3, Math.floor(max * prng.next() ** 2) + 1);
      const key = `${follower}:${type}:${followee}`;
      if (seen.has(key) || (type === 'Reviewer' && followee === follower)) continue;
      seen.add(key);
      await follows.add({ follower_id: follower, followee_type: type, followee_id: followee, created_at: daysAgo(prng.int(1, 300)) });
    }
  }
  await follows.flush();
}

const DISPUTE_TYPES = ['item_not_received', 'item_not_as_described', 'damaged_item', 'refund_not_received', 'other'] as const;
const OUTCOME_TYPES = ['full_refund', 'partial_refund', 'replacement', 'repair', 'apology', 'other'] as const;

async function seedDisputes(db: QueryExecutorProvider, prng: Prng, size: SeedSize): Promise<void> {
  const orders = await sql<{ id: string; user_id: string; shop_id: string }>`
    select id, user_id, shop_id from orders order by (user_id = 1) desc, id limit ${size.disputes + 1}`.execute(db);
  const disputes = new BulkInserter(db, 'disputes', {
    id: 'int8',
    public_id: 'text',
    user_id: 'int8',
    shop_id: 'int8',
    order_id: 'int8',
    dispute_type: 'text',
    description: 'text',
    desired_outcome_type: 'text',
    desired_outcome_description: 'text',
    status: 'text',
    outcome: 'text',
    arbitrator_id: 'int8',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  const messages = new BulkInserter(
    db,
    'dispute_messages',
    { dispute_id: 'int8', author_id: 'int8', body: 'text', created_at: 'timestamptz' },
    { parent: disputes },
  );
  const history = new BulkInserter(
    db,
    'dispute_status_changes',
    { dispute_id: 'int8', from_status: 'text', to_status: 'text', changed_by: 'int8', note: 'text', created_at: 'timestamptz' },
    { parent: disputes },
  );
  for (const [index, order] of orders.rows.entries()) {
    const id = index + 1;
    const status = index === 0 ? 'in_review' : prng.weighted({ open: 5, in_review: 3, resolved: 3, rejected: 1 } as const);
    const age = prng.int(2, 90);
    const decided = status === 'resolved' || status === 'rejected';
    await disputes.add({
      id,
      public_id: encodedId('d', id),
      user_id: order.user_id,
      shop_id: order.shop_id,
      order_id: order.id,
      dispute_type: prng.pick(DISPUTE_TYPES),
      description: prng.pick(words.REVIEW_SENTENCES[1]),
      desired_outcome_type: prng.pick(OUTCOME_TYPES),
      desired_outcome_description: 'I would like this put right, please.',
      status,
      outcome: decided ? (status === 'resolved' ? 'in_favour_of_reviewer' : 'in_favour_of_shop') : null,
      arbitrator_id: status === 'open' ? null : 2,
      created_at: daysAgo(age),
      updated_at: daysAgo(Math.max(0, age - 2)),
    });
    await history.add({ dispute_id: id, from_status: null, to_status: 'open', changed_by: order.user_id, note: 'Dispute opened', created_at: daysAgo(age) });
    if (status !== 'open') {
      await history.add({
        dispute_id: id,
        from_status: 'open',
        to_status: 'in_review',
        changed_by: 2,
        note: 'Taken up by an arbitrator',
        created_at: daysAgo(Math.max(0, age - 1)),
      });
      await messages.add({
        dispute_id: id,
        author_id: 2,
        body: 'Thank you, I have asked the shop for its side of the story.',
        created_at: daysAgo(Math.max(0, age - 1)),
      });
    }
    if (decided)
      await history.add({
        dispute_id: id,
        from_status: 'in_review',
        to_status: status,
        changed_by: 2,
        note: 'Decision recorded',
        created_at: daysAgo(Math.max(0, age - 2)),
      });
  }
  await disputes.flush();
  await messages.flush();
  await history.flush();
}

/**
 * The second demo reviewer: the first generated reviewer gets the account's name and password, and
 * an unpublished review of the demo product (no random draws: the rest of the data is unchanged).
 */
async function seedSecondReviewer(db: QueryExecutorProvider, hashPassword: (p: string) => Promise<string>): Promise<void> {
  const account = DEMO_ACCOUNTS.secondReviewer;
  const userId = 3;
  await sql`update users set email = ${account.email}, password_hash = ${await hashPassword(account.password)}, name = ${account.name},
              slug = ${account.slug}, reviewer_name = ${account.name}, tos_accepted_at = created_at where id = ${userId}`.execute(db);
  await sql`update reviews set reviewer_display_name = ${account.name} where user_id = ${userId}`.execute(db);
  const { rows } = await sql<{ id: number; shop_id: number; product_id: number }>`
    select (select max(id) + 1 from reviews)::int as id, p.shop_id::int, p.id::int as product_id
    from products p join shops s on s.id = p.shop_id where s.slug = ${DEMO_SHOP.slug} and p.handle = ${DEMO_PRODUCT.handle}`.execute(db);
  const draft = rows[0]!;
  await sql`insert into reviews (id, public_id, uuid, user_id, reviewer_display_name, shop_id, product_id, rating, title, body, verified, source, published, created_at, updated_at)
            values (${draft.id}, ${SECOND_REVIEWER_DRAFT.publicId}, ${deterministicUuid(draft.id)}, ${userId}, ${account.name}, ${draft.shop_id}, ${draft.product_id},
                    ${SECOND_REVIEWER_DRAFT.rating}, ${SECOND_REVIEWER_DRAFT.title}, ${SECOND_REVIEWER_DRAFT.body}, false, 'organic', false,
                    ${daysAgo(3)}, ${daysAgo(3)})`.execute(db);
}

/** The demo shop's owner: an account after the generated ones (no random draws), a member of the demo shop. */
async function seedShopOwner(db: QueryExecutorProvider, hashPassword: (p: string) => Promise<string>): Promise<void> {
  const account = DEMO_ACCOUNTS.shopOwner;
  const { rows } = await sql<{ id: number }>`select max(id)::int + 1 as id from users`.execute(db);
  const userId = rows[0]!.id;
  await sql`insert into users (id, encoded_id, slug, email, password_hash, name, role, country, created_at, reviewer_name, tos_accepted_at)
            values (${userId}, ${encodedId('r', userId)}, ${account.slug}, ${account.email}, ${await hashPassword(account.password)}, ${account.name},
                    'reviewer', 'GB', ${daysAgo(400)}, ${account.name}, ${daysAgo(400)})`.execute(db);
  await sql`insert into shop_members (shop_id, user_id, created_at) select id, ${userId}, ${daysAgo(400)} from shops where slug = ${DEMO_SHOP.slug}`.execute(
    db,
  );
}

/** Counts, averages, medal scores and feed events derived from the rows, in SQL. */
async function computeAggregates(db: QueryExecutorProvider): Promise<void> {
  await sql`update products p set reviews_count = s.count, average_rating = s.avg,
      transparency_score = s.transparency, authenticity_score = s.authenticity
    from (select product_id, count(*) filter (where published) as count,
                 coalesce(round(avg(rating) filter (where published), 2), 0) as avg,
                 coalesce(round((count(*) filter (where verified and published))::numeric / nullif(count(*) filter (where verified), 0), 4), 0) as transparency,
                 coalesce(round((count(*) filter (where verified and published))::numeric / nullif(count(*) filter (where published), 0), 4), 0) as authenticity
          from reviews where deleted_at is null and product_id is not null group by product_id) s
    where p.id = s.product_id`.execute(db);
  await sql`insert into shop_metrics (shop_id, reviews_count, average_rating, verified_reviews_count, published_verified_count,
      orders_count, transparency_score, authenticity_score)
    select s.id, coalesce(r.published_count, 0), coalesce(r.avg, 0), coalesce(r.verified_count, 0), coalesce(r.published_verified, 0),
      coalesce(o.count, 0),
      coalesce(round(r.published_verified::numeric / nullif(r.verified_count, 0), 4), 0),
      coalesce(round(r.published_verified::numeric / nullif(r.published_count, 0), 4), 0)
    from shops s
    left join (select shop_id, count(*) filter (where published) as published_count,
                      round(avg(rating) filter (where published), 2) as avg,
                      count(*) filter (where verified) as verified_count,
                      count(*) filter (where verified and published) as published_verified
               from reviews where deleted_at is null group by shop_id) r on r.shop_id = s.id
    left join (select shop_id, count(*) as count from orders group by shop_id) o on o.shop_id = s.id`.execute(db);
  await sql`update users u set reviews_count = s.count from
    (select user_id, count(*) as count from reviews where deleted_at is null and published group by user_id) s where u.id = s.user_id`.execute(db);
  await sql`update users u set followers_count = s.count from
    (select followee_id, count(*) as count from follows where followee_type = 'Reviewer' group by followee_id) s where u.id = s.followee_id`.execute(db);
  await sql`update categories c set products_count = s.count from
    (select category_id, count(*) as count from product_categories group by category_id) s where c.id = s.category_id`.execute(db);
  await sql`select refresh_search_terms()`.execute(db);
  // Feed events for the last 60 days of activity; older activity is history, not news.
  const since = new Date(SEED_REFERENCE_DATE.getTime() - 60 * DAY_MS).toISOString();
  await sql`insert into feed_events (owner_type, owner_id, event_type, review_id, created_at)
    select owner_type, owner_id, 'review_published', r.id, r.created_at
    from reviews r cross join lateral (values ('Reviewer', r.user_id), ('Shop', r.shop_id), ('Product', r.product_id)) o(owner_type, owner_id)
    where r.published and r.deleted_at is null and r.created_at >= ${since} and o.owner_id is not null`.execute(db);
  await sql`insert into feed_events (owner_type, owner_id, event_type, review_id, created_at)
    select 'Shop', shop_id, 'shop_replied', id, replied_at from reviews
    where reply_body is not null and published and deleted_at is null and replied_at >= ${since}`.execute(db);
}

/** Rows were inserted with explicit ids: move each sequence past them. */
async function resetSequences(db: QueryExecutorProvider): Promise<void> {
  for (const table of [
    'users',
    'shops',
    'shop_addresses',
    'products',
    'orders',
    'line_items',
    'reviews',
    'review_media',
    'questions',
    'answers',
    'feed_events',
    'disputes',
    'dispute_messages',
    'dispute_status_changes',
  ]) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(db);
  }
}
