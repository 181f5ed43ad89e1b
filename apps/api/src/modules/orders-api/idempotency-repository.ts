import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@vouch/db';

/** What became of the request: done now, the first one's answer given again, or a key used with another body. */
export type IdempotentAnswer<T> =
  { kind: 'done'; body: T } | { kind: 'replayed'; body: T } | { kind: 'key_reused' };

/**
 * Runs `work` (whose answer is a 200) in one transaction, once per API key and Idempotency-Key: a request sent again with
 * the same key and body gets the first one's answer, however they race (the second's insert of
 * the key waits for the first to commit, then reads its answer). The same key with another body
 * is 422. Without a key, `work` simply runs. A request whose work fails keeps nothing, the key neither.
 */
export async function idempotentRequest<T>(
  db: Kysely<Database>,
  apiKeyId: string,
  idempotencyKey: string | undefined,
  request: unknown,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<IdempotentAnswer<T>> {
  if (idempotencyKey === undefined)
    return { kind: 'done', body: await db.transaction().execute(work) };
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('api_idempotency_keys')
      .values({ api_key_id: apiKeyId, idempotency_key: idempotencyKey, request_hash: requestHash })
      .onConflict((conflict) => conflict.columns(['api_key_id', 'idempotency_key']).doNothing())
      .returning('api_key_id')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('api_idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('api_key_id', '=', apiKeyId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      if (first.request_hash !== requestHash) return { kind: 'key_reused' as const };
      return { kind: 'replayed' as const, body: first.response as T };
    }
    // A key is for retries of one request: a day on, this API key's old ones go.
    await trx
      .deleteFrom('api_idempotency_keys')
      .where('api_key_id', '=', apiKeyId)
      .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    const body = await work(trx);
    await trx
      .updateTable('api_idempotency_keys')
      .set({ status_code: 200, response: JSON.stringify(body) })
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', idempotencyKey)
      .execute();
    return { kind: 'done' as const, body };
  });
}
