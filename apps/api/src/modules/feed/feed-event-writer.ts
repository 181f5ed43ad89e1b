import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { ReviewOwners } from '../reviews/review-aggregates';

/**
 * Feed events are written where the thing they describe happens, in its transaction: one event per
 * owner a follower may follow (the reviewer, the shop, the product). Feeds only hold events of
 * reviews shoppers can see.
 */
export const feedEventWriter = {
  /** A review became visible: its followers hear of it now (a republished review is news again, once). */
  async reviewPublished(db: Kysely<Database>, review: ReviewOwners & { id: string }): Promise<void> {
    await sql`delete from feed_events where review_id = ${review.id} and event_type = 'review_published'`.execute(db);
    await sql`
      insert into feed_events (owner_type, owner_id, event_type, review_id)
      select o.owner_type, o.owner_id, 'review_published', ${review.id}
      from (values ('Reviewer', ${review.user_id}::bigint), ('Shop', ${review.shop_id}::bigint), ('Product', ${review.product_id}::bigint)) o(owner_type, owner_id)
      where o.owner_id is not null`.execute(db);
  },

  /** A shop answered a review for the first time: the shop's followers hear of it (an edited reply is not news again). */
  async shopReplied(db: Kysely<Database>, review: { id: string; shop_id: string }): Promise<void> {
    await sql`insert into feed_events (owner_type, owner_id, event_type, review_id) values ('Shop', ${review.shop_id}, 'shop_replied', ${review.id})`.execute(
      db,
    );
  },

  /** The shop took its reply back: the news of it goes too. */
  async replyWithdrawn(db: Kysely<Database>, reviewId: string): Promise<void> {
    await sql`delete from feed_events where review_id = ${reviewId} and event_type = 'shop_replied'`.execute(db);
  },

  /** A review was unpublished or deleted: every event about it leaves the feeds. */
  async reviewWithdrawn(db: Kysely<Database>, reviewId: string): Promise<void> {
    await sql`delete from feed_events where review_id = ${reviewId}`.execute(db);
  },
};
