import { type QueryExecutorProvider, sql } from 'kysely';
import { DEMO_IDS, DEMO_PRODUCT, DEMO_REVIEWER_ORDER, DEMO_SHOP } from '../demo-accounts';
import { daysAgo } from '../seed-clock';

/**
 * The demo reviewer's order at the demo shop, of one product they have not reviewed: a guest
 * trying the site can open a dispute from the shop they land on. Ids come after the generated
 * ones and nothing is drawn at random, so the rest of the data is unchanged.
 */
export async function seedDemoReviewerOrder(db: QueryExecutorProvider): Promise<void> {
  await sql`insert into orders (id, public_id, user_id, shop_id, placed_at)
            select max(o.id) + 1, ${DEMO_REVIEWER_ORDER.publicId}, ${DEMO_IDS.reviewer}, (select id from shops where slug = ${DEMO_SHOP.slug}), ${daysAgo(20)}
            from orders o`.execute(db);
  await sql`insert into line_items (id, public_id, order_id, product_id, quantity, unit_price)
            select (select max(id) + 1 from line_items), ${DEMO_REVIEWER_ORDER.publicId} || '-1', o.id, p.id, 1, p.displayed_price
            from orders o
            join products p on p.shop_id = o.shop_id and p.handle <> ${DEMO_PRODUCT.handle}
              and not exists (select 1 from reviews r where r.product_id = p.id and r.user_id = ${DEMO_IDS.reviewer})
            where o.public_id = ${DEMO_REVIEWER_ORDER.publicId}
            order by p.id desc limit 1`.execute(db);
}
