import { type QueryExecutorProvider, sql } from 'kysely';
import { DEMO_IDS } from '../demo-accounts';
import { encodedId } from '../encoded-id';
import { daysAgo } from '../seed-clock';

/** The demo reviewers' thank-you coupons: one of each state the rewards tab shows. */
const DEMO_REWARDS = [
  {
    kind: 'percent',
    value: 15,
    currency: null,
    givenDaysAgo: 20,
    expiresDaysAgo: -345,
    usedDaysAgo: null,
  },
  {
    kind: 'amount',
    value: 10,
    currency: 'GBP',
    givenDaysAgo: 60,
    expiresDaysAgo: -305,
    usedDaysAgo: null,
  },
  {
    kind: 'percent',
    value: 10,
    currency: null,
    givenDaysAgo: 200,
    expiresDaysAgo: 20,
    usedDaysAgo: null,
  },
  {
    kind: 'amount',
    value: 5,
    currency: 'USD',
    givenDaysAgo: 300,
    expiresDaysAgo: 100,
    usedDaysAgo: 280,
  },
] as const;

/**
 * What the private profile's tabs show for the demo reviewers: rewards from shops they reviewed
 * (no random draws), and a recently deleted review the demo reviewer can still restore.
 */
export async function seedReviewerProfiles(db: QueryExecutorProvider): Promise<void> {
  for (const userId of [DEMO_IDS.reviewer, DEMO_IDS.secondReviewer]) {
    const { rows: reviewed } = await sql<{ id: number; shop_id: number }>`
      select id::int, shop_id::int from reviews where user_id = ${userId} and published and deleted_at is null order by id limit ${DEMO_REWARDS.length}`.execute(
      db,
    );
    for (const [index, review] of reviewed.entries()) {
      const reward = DEMO_REWARDS[index]!;
      const code = `THANKS-${encodedId('', review.id * 7 + userId).toUpperCase()}`;
      await sql`insert into rewards (public_id, user_id, shop_id, review_id, code, kind, value, currency, expires_at, used_at, created_at)
                values (${encodedId('rw', review.id)}, ${userId}, ${review.shop_id}, ${review.id}, ${code}, ${reward.kind}, ${reward.value},
                        ${reward.currency}, ${daysAgo(reward.expiresDaysAgo)}, ${reward.usedDaysAgo === null ? null : daysAgo(reward.usedDaysAgo)},
                        ${daysAgo(reward.givenDaysAgo)})`.execute(db);
    }
  }
  // Deleted two days before the demo starts, not before the seed's fixed date: a deleted review is
  // restorable for 30 days, and the demo must show one that still is.
  await sql`update reviews set deleted_at = now() - interval '2 days'
            where id = (select max(id) from reviews where user_id = ${DEMO_IDS.reviewer} and published and deleted_at is null)`.execute(
    db,
  );
}
