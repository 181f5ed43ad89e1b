import type { Kysely } from 'kysely';
import { UPLOAD_WINDOW_MS, UPLOADS_PER_HOUR, uploadRateMessage, uploadRetryAfterSeconds } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { tooManyRequests } from '../../http/http-error';

/**
 * The per-user upload limit (issue #28, item 6), counted in the database so every API process
 * sees the same uploads. Two uploads racing may both pass at the limit: it bounds work, it is not
 * a quota that must be exact.
 */
export function uploadAllowance(db: Kysely<Database>) {
  return {
    /** Throws 429 with Retry-After when `userId` has sent the hour's limit; asked before the body is read, so a refused one costs no read. */
    async check(userId: string, now = new Date()): Promise<void> {
      const recent = await db
        .selectFrom('upload_attempts')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('created_at', '>', new Date(now.getTime() - UPLOAD_WINDOW_MS))
        .orderBy('created_at', 'desc')
        .limit(UPLOADS_PER_HOUR)
        .execute();
      const retryAfter = uploadRetryAfterSeconds(
        recent.map((row) => new Date(row.created_at)),
        now,
      );
      if (retryAfter > 0) throw tooManyRequests(uploadRateMessage(retryAfter), retryAfter);
    },

    /** Counts one upload of `userId`'s, once its body has been read. */
    async record(userId: string, now = new Date()): Promise<void> {
      await db.insertInto('upload_attempts').values({ user_id: userId, created_at: now }).execute();
    },
  };
}
