import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { ApiOrder, OrdersResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { normalizeEmail, slugify } from '@vouch/domain';
import { scheduleReviewRequests } from '../review-requests';

/** A random public id in SQL (the same shape the app's other ids have), for rows made in bulk. */
const randomPublicId = (prefix: string) =>
  sql<string>`${prefix} || substr(md5(random()::text || clock_timestamp()::text), 1, 12)`;

/**
 * Writes a shop's orders from its API in one transaction, a few set-based statements whatever the
 * count: products new to the shop's catalogue are made (by the shop's own product id), each order
 * is created or, sent again with the same id, updated (never a second one), and line items are
 * added for products the order did not have, and their quantities and prices follow a resent
 * order. No account gets an order here: a shop names any address it likes, so the buyer's
 * account gets their orders when they follow the review request mailed to that address.
 */
export async function saveApiOrders(
  trx: Transaction<Database> | Kysely<Database>,
  shopId: string,
  orders: readonly ApiOrder[],
): Promise<OrdersResponse> {
  const products = new Map<string, ApiOrder['line_items'][number]>();
  for (const order of orders)
    for (const item of order.line_items) products.set(item.product_id, item);
  const productRows = [...products.values()].map((item) => ({
    external_id: item.product_id,
    title: item.title,
    handle: slugify(item.title) || 'product',
    external_handle: slugify(item.product_id) || 'item',
    url: item.product_url,
    image_url: item.image_url ?? null,
    price: item.price,
    currency: item.currency,
  }));
  /** Inserts the products the shop does not have yet, each under `handle` (an expression over `n`). */
  const insertNewProducts = (handle: RawBuilder<string>, onConflict: RawBuilder<unknown>) =>
    sql`
    insert into products (encoded_id, shop_id, handle, title, image_url, external_id, external_url,
      currency, lowest_price, highest_price, displayed_price)
    select ${randomPublicId('p')}, ${shopId}, ${handle},
      n.title, n.image_url, n.external_id, n.url, n.currency, n.price, n.price, n.price
    from jsonb_to_recordset(${JSON.stringify(productRows)}::jsonb)
      as n(external_id text, title text, handle text, external_handle text, url text, image_url text,
           price numeric, currency text)
    where not exists (select 1 from products p where p.shop_id = ${shopId} and p.external_id = n.external_id)
    order by n.external_id
    ${onConflict}`.execute(trx);
  // A handle the shop has, or two new products share, gets the product's own id after it.
  await insertNewProducts(
    sql<string>`case when exists (select 1 from products taken where taken.shop_id = ${shopId} and taken.handle = n.handle)
             or count(*) over (partition by n.handle) > 1
        then n.handle || '-' || n.external_handle else n.handle end`,
    sql`on conflict do nothing`,
  );
  // A handle taken meanwhile by another request: those products get their own id after it, and a
  // random tail if even that is taken; the others are there already.
  await insertNewProducts(
    sql<string>`n.handle || '-' || n.external_handle || '-' || substr(md5(random()::text), 1, 6)`,
    sql`on conflict (shop_id, external_id) do nothing`,
  );

  const orderRows = orders.map((order) => ({
    external_id: order.id,
    email: normalizeEmail(order.customer.email),
    name: order.customer.name,
    placed_at: order.placed_at,
    fulfilled_at: order.fulfilled_at ?? null,
  }));
  const saved = await sql<{ id: string; external_id: string; created: boolean }>`
    insert into orders (public_id, user_id, shop_id, placed_at, external_id, customer_email,
      customer_name, fulfilled_at)
    select ${randomPublicId('or')}, null, ${shopId},
      n.placed_at, n.external_id, n.email, n.name, n.fulfilled_at
    from jsonb_to_recordset(${JSON.stringify(orderRows)}::jsonb)
      as n(external_id text, email text, name text, placed_at timestamptz, fulfilled_at timestamptz)
    order by n.external_id
    on conflict (shop_id, external_id) where external_id is not null do update set
      customer_email = excluded.customer_email,
      customer_name = excluded.customer_name,
      placed_at = excluded.placed_at,
      fulfilled_at = excluded.fulfilled_at
    returning id, external_id, (xmax = 0) as created`.execute(trx);

  const orderIds = new Map(saved.rows.map((row) => [row.external_id, row.id]));
  await scheduleReviewRequests(trx, [...orderIds.values()]);
  const itemRows = orders.flatMap((order) =>
    order.line_items.map((item) => ({
      order_id: orderIds.get(order.id)!,
      external_id: item.product_id,
      quantity: item.quantity,
      price: item.price,
    })),
  );
  await sql`
    insert into line_items (public_id, order_id, product_id, quantity, unit_price)
    select ${randomPublicId('li')}, n.order_id, p.id, n.quantity, n.price
    from jsonb_to_recordset(${JSON.stringify(itemRows)}::jsonb)
      as n(order_id bigint, external_id text, quantity integer, price numeric)
    join products p on p.shop_id = ${shopId} and p.external_id = n.external_id
    where not exists (select 1 from line_items li where li.order_id = n.order_id and li.product_id = p.id)
    order by n.order_id, p.id`.execute(trx);
  await sql`
    update line_items li set quantity = n.quantity, unit_price = n.price
    from jsonb_to_recordset(${JSON.stringify(itemRows)}::jsonb)
      as n(order_id bigint, external_id text, quantity integer, price numeric)
    join products p on p.shop_id = ${shopId} and p.external_id = n.external_id
    where li.order_id = n.order_id and li.product_id = p.id
      and (li.quantity, li.unit_price) is distinct from (n.quantity, n.price)`.execute(trx);

  const created = saved.rows.filter((row) => row.created).length;
  return {
    orders: saved.rows.map((row) => ({
      id: row.external_id,
      result: row.created ? 'created' : 'updated',
    })),
    created,
    updated: saved.rows.length - created,
  };
}
