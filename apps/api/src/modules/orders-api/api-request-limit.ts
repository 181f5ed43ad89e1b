import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import { tooManyRequests } from '../../http/http-error';
import { countApiRequest } from './api-key-usage-repository';

/** Counts the key's request and refuses it past `perMinute` with 429 and Retry-After: the seconds left in the minute. */
export async function limitApiRequests(
  db: Kysely<Database>,
  keyId: string,
  perMinute: number,
): Promise<void> {
  const { requests, secondsLeft } = await countApiRequest(db, keyId);
  if (requests > perMinute)
    throw tooManyRequests(
      `This API key made more than ${perMinute} requests this minute: wait ${secondsLeft} s and send the rest.`,
      Math.max(1, secondsLeft),
    );
}
