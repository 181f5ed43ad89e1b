import { type QueryExecutorProvider, sql } from 'kysely';
import {
  DEMO_ACCOUNTS,
  DEMO_IDS,
  DEMO_PRODUCT,
  DEMO_SHOP,
  SECOND_REVIEWER_DRAFT,
  SECOND_REVIEWER_ORDER,
} from '../demo-accounts';
import { deterministicUuid } from '../encoded-id';
import { daysAgo } from '../seed-clock';

/**
 * The second demo reviewer: the first generated reviewer gets the account's name and password, an
 * unpublished review of the demo product, and an order at the demo shop of two other products,
 * not yet reviewed (no random draws: the rest of the data is unchanged).
 */
export async function seedSecondReviewer(
  db: QueryExecutorProvider,
  hashPassword: (p: string) => Promise<string>,
): Promise<void> {
  const account = DEMO_ACCOUNTS.secondReviewer;
  const userId = DEMO_IDS.secondReviewer;
  await sql`update users set email = ${account.email}, password_hash = ${await hashPassword(account.password)}, name = ${account.name},
              slug = ${account.slug}, reviewer_name = ${account.name}, tos_accepted_at = created_at where id = ${userId}`.execute(
    db,
  );
  await sql`update reviews set reviewer_display_name = ${account.name} where user_id = ${userId}`.execute(
    db,
  );
  const { rows } = await sql<{ id: number; shop_id: number; product_id: number }>`
    select (select max(id) + 1 from reviews)::int as id, p.shop_id::int, p.id::int as product_id
    from products p join shops s on s.id = p.shop_id where s.slug = ${DEMO_SHOP.slug} and p.handle = ${DEMO_PRODUCT.handle}`.execute(
    db,
  );
  const draft = rows[0]!;
  await sql`insert into reviews (id, public_id, uuid, user_id, reviewer_display_name, shop_id, product_id, rating, title, body, verified, source, published, created_at, updated_at)
            values (${draft.id}, ${SECOND_REVIEWER_DRAFT.publicId}, ${deterministicUuid(draft.id)}, ${userId}, ${account.name}, ${draft.shop_id}, ${draft.product_id},
                    ${SECOND_REVIEWER_DRAFT.rating}, ${SECOND_REVIEWER_DRAFT.title}, ${SECOND_REVIEWER_DRAFT.body}, false, 'organic', false,
                    ${daysAgo(3)}, ${daysAgo(3)})`.execute(db);
  // Ids after the generated ones, so none of them moves.
  await sql`insert into orders (id, public_id, user_id, shop_id, placed_at)
            select max(id) + 1, ${SECOND_REVIEWER_ORDER.publicId}, ${userId}, ${draft.shop_id}, ${daysAgo(12)} from orders`.execute(
    db,
  );
  await sql`insert into line_items (id, public_id, order_id, product_id, quantity, unit_price)
            select (select max(id) from line_items) + row_number() over (order by p.id), ${SECOND_REVIEWER_ORDER.publicId} || '-' || row_number() over (order by p.id),
                   (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}), p.id, 1, p.displayed_price
            from (select id, displayed_price from products where shop_id = ${draft.shop_id} and id <> ${draft.product_id} order by id limit 2) p`.execute(
    db,
  );
}
