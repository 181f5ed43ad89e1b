import type { Kysely } from 'kysely';
import type { OrderLineItem } from '@vouch/contracts';
import { pagePath, PRIVATE_LIST_PAGE_SIZE } from '@vouch/domain';
import type { Database } from '@vouch/db';

const LINE_ITEM_COLUMNS = [
  'li.public_id',
  'p.image_url',
  'p.title',
  'p.handle',
  'o.placed_at',
  'r.public_id as review_public_id',
  's.name as shop_name',
  's.slug as shop_slug',
] as const;

interface LineItemRow {
  public_id: string;
  image_url: string | null;
  title: string;
  handle: string;
  placed_at: Date | string;
  review_public_id: string | null;
  shop_name: string;
  shop_slug: string;
}

function lineItemFrom(row: LineItemRow): OrderLineItem {
  return {
    public_id: row.public_id,
    product_image_url: row.image_url,
    product_title: row.title,
    placed_at: new Date(row.placed_at).toISOString(),
    product_internal_path: pagePath('product', {
      shopSlug: row.shop_slug,
      productHandle: row.handle,
    }),
    product_in_store: true,
    product_reviewable: row.review_public_id === null,
    review_public_id: row.review_public_id,
    shop: {
      name: row.shop_name,
      slug: row.shop_slug,
      internal_path: pagePath('shop', { shopSlug: row.shop_slug }),
    },
  };
}

/**
 * Who is asking for their orders: a reviewer, and, on a session opened from a review request's
 * link, the one order that session may review (issue #55).
 */
export interface Orderer {
  id: string;
  review_order_id: string | null;
}

/** A reviewer's line items (of one shop, when named), each with its review when it has one. */
function lineItemsOf(db: Kysely<Database>, orderer: Orderer, shopId: string | null) {
  let query = db
    .selectFrom('line_items as li')
    .innerJoin('orders as o', 'o.id', 'li.order_id')
    .innerJoin('products as p', 'p.id', 'li.product_id')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .leftJoin('reviews as r', 'r.line_item_id', 'li.id')
    .where('o.user_id', '=', orderer.id);
  if (shopId) query = query.where('o.shop_id', '=', shopId);
  if (orderer.review_order_id) query = query.where('o.id', '=', orderer.review_order_id);
  return query;
}

/**
 * How many of the reviewer's ordered items wait for their review (the order list's "Write a
 * review" ones): the count beside the account menu's "Write a review" (issue #29, item 7).
 */
export async function countOrdersAwaitingReview(
  db: Kysely<Database>,
  userId: string,
): Promise<number> {
  const { waiting } = await lineItemsOf(db, { id: userId, review_order_id: null }, null)
    .where('r.id', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('waiting'))
    .executeTakeFirstOrThrow();
  return Number(waiting);
}

/** The line items a reviewer ordered: what they may review, and what they already did. */
export function orderRepository(db: Kysely<Database>) {
  const itemsOf = (orderer: Orderer, shopId: string | null) => lineItemsOf(db, orderer, shopId);

  return {
    shopBySlug(slug: string) {
      return db
        .selectFrom('shops')
        .select(['id', 'name', 'slug'])
        .where('slug', '=', slug)
        .executeTakeFirst();
    },

    /** A page of the reviewer's line items, those not yet reviewed first, newest order first. */
    async lineItems(
      orderer: Orderer,
      shopId: string | null,
      page: number,
    ): Promise<{ items: OrderLineItem[]; total: number }> {
      const [rows, { total }] = await Promise.all([
        itemsOf(orderer, shopId)
          .select(LINE_ITEM_COLUMNS)
          .orderBy((eb) => eb('r.id', 'is not', null))
          .orderBy('o.placed_at', 'desc')
          .orderBy('li.id')
          .offset((page - 1) * PRIVATE_LIST_PAGE_SIZE)
          .limit(PRIVATE_LIST_PAGE_SIZE)
          .execute(),
        itemsOf(orderer, shopId)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { total: Number(total), items: rows.map(lineItemFrom) };
    },

    /** One of the reviewer's line items, with its shop and product handles; null for anyone else's. */
    async lineItem(
      orderer: Orderer,
      publicId: string,
    ): Promise<{ item: OrderLineItem; productHandle: string } | null> {
      const row = await itemsOf(orderer, null)
        .select(LINE_ITEM_COLUMNS)
        .where('li.public_id', '=', publicId)
        .executeTakeFirst();
      return row ? { item: lineItemFrom(row), productHandle: row.handle } : null;
    },
  };
}
