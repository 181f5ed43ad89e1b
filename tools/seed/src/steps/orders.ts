import type { QueryExecutorProvider } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { encodedId } from '../encoded-id';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { ProductRow } from '../seed-rows';
import type { SeedSize } from '../seed-sizes';
import { DEMO_IDS } from '../demo-accounts';

/** Orders for the demo reviewer (reviewed and not yet reviewed items) and a share of the other reviewers. */
export async function seedOrders(
  db: QueryExecutorProvider,
  prng: Prng,
  size: SeedSize,
  products: ProductRow[],
): Promise<void> {
  const orders = new BulkInserter(db, 'orders', {
    id: 'int8',
    public_id: 'text',
    user_id: 'int8',
    shop_id: 'int8',
    placed_at: 'timestamptz',
  });
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
    const orderCount = userId === DEMO_IDS.reviewer ? 6 : prng.int(0, 2);
    for (let index = 0; index < orderCount; index++) {
      const first = prng.pick(products);
      orderId++;
      await orders.add({
        id: orderId,
        public_id: encodedId('o', orderId),
        user_id: userId,
        shop_id: first.shopId,
        placed_at: daysAgo(prng.int(3, 300)),
      });
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
