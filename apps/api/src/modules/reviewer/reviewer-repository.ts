import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

export function reviewerRepository(db: Kysely<Database>) {
  return {
    /** Records the terms as accepted now, with the name the reviewer chose for their reviews. */
    async acceptTerms(userId: string, reviewerName: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ reviewer_name: reviewerName, tos_accepted_at: new Date() })
        .where('id', '=', userId)
        .execute();
    },
  };
}
