import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

/**
 * The secret CSRF tokens are signed with: `VOUCH_SECRET` when set (several processes, one secret),
 * else made once and kept in the database so restarts do not invalidate open pages.
 */
export async function appSecret(
  db: Kysely<Database>,
  fromEnv = process.env.VOUCH_SECRET,
): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insertInto('app_settings')
    .values({ key: 'csrf_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'csrf_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
