import { sql, type Kysely } from 'kysely';
import {
  UPLOAD_WINDOW_MS,
  UPLOADS_PER_HOUR,
  uploadRateMessage,
  uploadRetryAfterSeconds,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { tooManyRequests } from '../../http/http-error';

/** The per-user upload limit (issue #28, item 6), counted in the database so every API process sees the same uploads. */
export function uploadAllowance(db: Kysely<Database>) {
  return {
    /**
     * Reads an upload of `userId`'s with `read`, counting it first, or throws 429 with Retry-After
     * when the hour's limit is reached. Counted before the body is read, so a refused upload is not
     * read into memory and one in progress already counts, so uploads sent at once cannot pass the
     * limit together; a body that never arrives whole does not count.
     */
    async counted<T>(userId: string, read: () => Promise<T>, now = new Date()): Promise<T> {
      const attempt = await db.transaction().execute(async (trx) => {
        // Namespace 7 keeps these keys apart from the other advisory locks; held until commit, so
        // uploads sent at once are counted one after another.
        await sql`select pg_advisory_xact_lock(7, hashtext(${userId}))`.execute(trx);
        const recent = await trx
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
        return trx
          .insertInto('upload_attempts')
          .values({ user_id: userId, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      try {
        return await read();
      } catch (error) {
        await db.deleteFrom('upload_attempts').where('id', '=', attempt.id).execute();
        throw error;
      }
    },
  };
}
