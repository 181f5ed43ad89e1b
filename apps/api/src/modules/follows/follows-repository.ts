import { sql, type Kysely } from 'kysely';
import type { FolloweeClass } from '@vouch/contracts';
import { idByEncodedId, type EncodedTable } from '../../db/id-by-encoded-id';
import type { Database } from '@vouch/db';

/** Where each followee class lives, keyed by its encoded id (fixed names, never input). */
const FOLLOWEE_TABLES: Record<FolloweeClass, EncodedTable> = { Shop: 'shops', Product: 'products', Reviewer: 'users' };

export function followRepository(db: Kysely<Database>) {
  return {
    /** The internal id of a followee by its encoded id, or null. */
    followeeId(followeeClass: FolloweeClass, encodedId: string): Promise<string | null> {
      return idByEncodedId(db, FOLLOWEE_TABLES[followeeClass], encodedId);
    },

    /** Which of these encoded ids the user follows. */
    async followedAmong(userId: string, followeeClass: FolloweeClass, encodedIds: readonly string[]): Promise<Set<string>> {
      if (encodedIds.length === 0) return new Set();
      const { rows } = await sql<{ encoded_id: string }>`
        select t.encoded_id from ${sql.table(FOLLOWEE_TABLES[followeeClass])} t
        join follows f on f.followee_id = t.id and f.followee_type = ${followeeClass} and f.follower_id = ${userId}
        where t.encoded_id = any (${[...encodedIds]}::text[])`.execute(db);
      return new Set(rows.map((row) => row.encoded_id));
    },

    /**
     * Follows or unfollows, idempotently, in one transaction with the reviewer's followers count;
     * answers how many follow the followee now.
     */
    async setFollowing(userId: string, followeeClass: FolloweeClass, followeeId: string, following: boolean): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const changed = following
          ? await sql`insert into follows (follower_id, followee_type, followee_id) values (${userId}, ${followeeClass}, ${followeeId}) on conflict do nothing`.execute(
              trx,
            )
          : await sql`delete from follows where follower_id = ${userId} and followee_type = ${followeeClass} and followee_id = ${followeeId}`.execute(trx);
        if (followeeClass === 'Reviewer' && Number(changed.numAffectedRows ?? 0) > 0) {
          await sql`update users set followers_count = greatest(0, followers_count + ${following ? 1 : -1}) where id = ${followeeId}`.execute(trx);
        }
        const { rows } = await sql<{
          count: number;
        }>`select count(*)::int as count from follows where followee_type = ${followeeClass} and followee_id = ${followeeId}`.execute(trx);
        return rows[0]?.count ?? 0;
      });
    },
  };
}
