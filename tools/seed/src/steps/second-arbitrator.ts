import { type QueryExecutorProvider, sql } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_IDS } from '../demo-accounts';
import { encodedId } from '../encoded-id';
import { daysAgo } from '../seed-clock';

/**
 * The second arbitrator: an account after the generated ones (no random draws, so the rest of the
 * data is unchanged) who made the arbitrator's moves on every third case the first one held, so each
 * of them finds cases the other holds.
 */
export async function seedSecondArbitrator(
  db: QueryExecutorProvider,
  hashPassword: (p: string) => Promise<string>,
): Promise<void> {
  const account = DEMO_ACCOUNTS.secondArbitrator;
  const { rows } = await sql<{ id: number }>`select max(id)::int + 1 as id from users`.execute(db);
  const userId = rows[0]!.id;
  await sql`insert into users (id, encoded_id, slug, email, password_hash, name, role, country, created_at, reviewer_name, tos_accepted_at)
            values (${userId}, ${encodedId('r', userId)}, ${account.slug}, ${account.email}, ${await hashPassword(account.password)}, ${account.name},
                    'arbitrator', 'GB', ${daysAgo(400)}, ${account.name}, ${daysAgo(400)})`.execute(
    db,
  );
  const handedOver = sql`select id from disputes where arbitrator_id = ${DEMO_IDS.arbitrator} and id % 3 = 0`;
  await sql`update dispute_status_changes set changed_by = ${userId} where changed_by = ${DEMO_IDS.arbitrator} and dispute_id in (${handedOver})`.execute(
    db,
  );
  await sql`update dispute_messages set author_id = ${userId} where author_role = 'arbitrator' and dispute_id in (${handedOver})`.execute(
    db,
  );
  await sql`update disputes set arbitrator_id = ${userId} where id in (${handedOver})`.execute(db);
}
