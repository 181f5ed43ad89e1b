import { sql, type Kysely } from 'kysely';
import type { FolloweeClass } from '@vouch/contracts';
import { idByEncodedId, type EncodedTable } from '../../db/id-by-encoded-id';
import type { Database } from '@vouch/db';

/** Where each followee class lives, keyed by its encoded id (fixed names, never input). */
const FOLLOWEE_TABLES: Record<FolloweeClass, EncodedTable> = {
  Shop: 'shops',
  Product: 'products',
  Reviewer: 'users',
};

export function followRepository(db: Kysely<Database>) {
  return {
    /** The internal id of a followee by its encoded id, or null. */
    followeeId(followeeClass: FolloweeClass, encodedId: string): Promise<string | null> {
      return idByEncodedId(db, FOLLOWEE_TABLES[followeeClass], encodedId);
    },

    /** Which of these encoded ids the user follows. */
    async followedAmong(
      userId: string,
      followeeClass: FolloweeClass,
      encodedIds: readonly string[],
    ): Promise<Set<string>> {
      if (encodedIds.length === 0) return new Set();
      const rows = await db
        // The three followee tables share `id` and `encoded_id`, all this reads: typed as one of them.
        .selectFrom(`${FOLLOWEE_TABLES[followeeClass]} as t` as 'shops as t')
        .innerJoin('follows as f', (join) =>
          join
            .onRef('f.followee_id', '=', 't.id')
            .on('f.followee_type', '=', followeeClass)
            .on('f.follower_id', '=', userId),
        )
        .select('t.encoded_id')
        .where('t.encoded_id', 'in', [...encodedIds])
        .execute();
      return new Set(rows.map((row) => row.encoded_id));
    },

    /**
     * Follows or unfollows, idempotently, in one transaction with the reviewer's followers count;
     * answers how many follow the followee now.
     */
    async setFollowing(
      userId: string,
      followeeClass: FolloweeClass,
      followeeId: string,
      following: boolean,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const changed = following
          ? await trx
              .insertInto('follows')
              .values({
                follower_id: userId,
                followee_type: followeeClass,
                followee_id: followeeId,
              })
              .onConflict((conflict) => conflict.doNothing())
              .executeTakeFirst()
          : await trx
              .deleteFrom('follows')
              .where('follower_id', '=', userId)
              .where('followee_type', '=', followeeClass)
              .where('followee_id', '=', followeeId)
              .executeTakeFirst();
        const affected =
          'numInsertedOrUpdatedRows' in changed
            ? changed.numInsertedOrUpdatedRows
            : changed.numDeletedRows;
        if (followeeClass === 'Reviewer' && Number(affected ?? 0) > 0) {
          await trx
            .updateTable('users')
            .set({
              followers_count: sql<number>`greatest(0, followers_count + ${following ? 1 : -1})`,
            })
            .where('id', '=', followeeId)
            .execute();
        }
        const { count } = await trx
          .selectFrom('follows')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('followee_type', '=', followeeClass)
          .where('followee_id', '=', followeeId)
          .executeTakeFirstOrThrow();
        return Number(count);
      });
    },
  };
}
