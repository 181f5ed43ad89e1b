import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';

/** A key's requests in the current minute, counting this one, and the seconds left in the minute. */
export interface MinuteUsage {
  requests: number;
  secondsLeft: number;
}

/**
 * Counts a key's request in the current minute: one row a key and minute, shared by every API
 * process. A key's first request of a minute clears its old minutes, so the table stays small.
 */
export async function countApiRequest(db: Kysely<Database>, keyId: string): Promise<MinuteUsage> {
  const { rows } = await sql<{ requests: number; seconds_left: number }>`
    insert into api_key_usage (api_key_id, minute, requests)
    values (${keyId}, date_trunc('minute', now()), 1)
    on conflict (api_key_id, minute) do update set requests = api_key_usage.requests + 1
    returning requests,
      ceil(extract(epoch from date_trunc('minute', now()) + interval '1 minute' - now()))::int as seconds_left`.execute(
    db,
  );
  const { requests, seconds_left } = rows[0]!;
  if (requests === 1)
    await db
      .deleteFrom('api_key_usage')
      .where('api_key_id', '=', keyId)
      .where('minute', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
  return { requests, secondsLeft: seconds_left };
}
