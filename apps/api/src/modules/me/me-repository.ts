import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

export function meRepository(db: Kysely<Database>) {
  return {
    /** Keeps a reviewer's chosen currency or country; returns both as stored. */
    updateLocale(
      userId: string,
      changes: { currency?: string; country?: string },
    ): Promise<{ currency: string; country: string | null }> {
      return db
        .updateTable('users')
        .set(changes)
        .where('id', '=', userId)
        .returning(['currency', 'country'])
        .executeTakeFirstOrThrow();
    },
  };
}
