import { type QueryExecutorProvider, sql } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '../demo-accounts';
import { encodedId } from '../encoded-id';
import { daysAgo } from '../seed-clock';

/** The demo shop's owner: an account after the generated ones (no random draws), a member of the demo shop. */
export async function seedShopOwner(
  db: QueryExecutorProvider,
  hashPassword: (p: string) => Promise<string>,
): Promise<void> {
  const account = DEMO_ACCOUNTS.shopOwner;
  const { rows } = await sql<{ id: number }>`select max(id)::int + 1 as id from users`.execute(db);
  const userId = rows[0]!.id;
  await sql`insert into users (id, encoded_id, slug, email, password_hash, name, role, country, created_at, reviewer_name, tos_accepted_at)
            values (${userId}, ${encodedId('r', userId)}, ${account.slug}, ${account.email}, ${await hashPassword(account.password)}, ${account.name},
                    'reviewer', 'GB', ${daysAgo(400)}, ${account.name}, ${daysAgo(400)})`.execute(
    db,
  );
  await sql`insert into shop_members (shop_id, user_id, created_at) select id, ${userId}, ${daysAgo(400)} from shops where slug = ${DEMO_SHOP.slug}`.execute(
    db,
  );
}
