import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { ReviewOwners } from '../reviews';

/**
 * Feed events are written where the thing they describe happens, in its transaction: one event per
 * owner a follower may follow (the reviewer, the shop, the product). Feeds only hold events of
 * reviews shoppers can see.
 */
export const feedEventWriter = {
  /** A review became visible: its followers hear of it now (a republished or restored review is news again, once). */
  async reviewPublished(
    db: Kysely<Database>,
    review: ReviewOwners & { id: string },
  ): Promise<void> {
    await db
      .deleteFrom('feed_events')
      .where('review_id', '=', review.id)
      .where('event_type', '=', 'review_published')
      .execute();
    const owners = [
      { owner_type: 'Reviewer' as const, owner_id: review.user_id },
      { owner_type: 'Shop' as const, owner_id: review.shop_id },
      { owner_type: 'Product' as const, owner_id: review.product_id },
    ].filter(
      (owner): owner is { owner_type: 'Reviewer' | 'Shop' | 'Product'; owner_id: string } =>
        owner.owner_id !== null,
    );
    await db
      .insertInto('feed_events')
      .values(
        owners.map((owner) => ({
          ...owner,
          event_type: 'review_published' as const,
          review_id: review.id,
        })),
      )
      .execute();
  },

  /** A published review came with pictures or a video: followers of its product and shop hear of them (the gallery's owners). */
  async mediaAdded(db: Kysely<Database>, review: ReviewOwners & { id: string }): Promise<void> {
    const owners = [
      { owner_type: 'Shop' as const, owner_id: review.shop_id },
      { owner_type: 'Product' as const, owner_id: review.product_id },
    ].filter(
      (owner): owner is { owner_type: 'Shop' | 'Product'; owner_id: string } =>
        owner.owner_id !== null,
    );
    await db
      .insertInto('feed_events')
      .values(
        owners.map((owner) => ({
          ...owner,
          event_type: 'media_added' as const,
          review_id: review.id,
        })),
      )
      .execute();
  },

  /** A shop answered a review for the first time: the shop's followers hear of it (an edited reply is not news again). */
  async shopReplied(db: Kysely<Database>, review: { id: string; shop_id: string }): Promise<void> {
    await db
      .insertInto('feed_events')
      .values({
        owner_type: 'Shop',
        owner_id: review.shop_id,
        event_type: 'shop_replied',
        review_id: review.id,
      })
      .execute();
  },

  /** The shop took its reply back: the news of it goes too. */
  async replyWithdrawn(db: Kysely<Database>, reviewId: string): Promise<void> {
    await db
      .deleteFrom('feed_events')
      .where('review_id', '=', reviewId)
      .where('event_type', '=', 'shop_replied')
      .execute();
  },

  /** A review was unpublished or deleted: every event about it leaves the feeds. */
  async reviewWithdrawn(db: Kysely<Database>, reviewId: string): Promise<void> {
    await db.deleteFrom('feed_events').where('review_id', '=', reviewId).execute();
  },
};
