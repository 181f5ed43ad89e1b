import { sql, type Kysely } from 'kysely';
import type { ReviewStateResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { feedEventWriter } from '../feed/feed-event-writer';
import { refreshReviewAggregates, type ReviewOwners } from '../reviews/review-aggregates';

interface OwnReview extends ReviewOwners {
  id: string;
  public_id: string;
  published: boolean;
  deleted: boolean;
}

/** What a reviewer can do to a review of theirs (spec §4 Review): each change with its figures and feed events, in one transaction. */
export type ReviewChange = 'publish' | 'unpublish' | 'delete' | 'restore';

/**
 * The review's new state and the product it is about (whose figures moved), or why nothing
 * changed: not one of the reviewer's reviews, or deleted (publish and unpublish only).
 */
export type ReviewChangeResult = (ReviewStateResponse & { productId: string | null; shopId: string }) | 'not_found' | 'deleted';

export function ownReviewRepository(db: Kysely<Database>) {
  async function lockOwnReview(trx: Kysely<Database>, userId: string, publicId: string): Promise<OwnReview | null> {
    const review = await trx
      .selectFrom('reviews')
      .select(['id', 'public_id', 'user_id', 'shop_id', 'product_id', 'published', (eb) => eb('deleted_at', 'is not', null).$castTo<boolean>().as('deleted')])
      .where('public_id', '=', publicId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    return review ?? null;
  }

  return {
    async change(userId: string, publicId: string, change: ReviewChange): Promise<ReviewChangeResult> {
      return db.transaction().execute(async (trx) => {
        const review = await lockOwnReview(trx, userId, publicId);
        if (!review) return 'not_found';
        if (review.deleted && (change === 'publish' || change === 'unpublish')) return 'deleted';
        const next = {
          published: change === 'publish' ? true : change === 'unpublish' ? false : review.published,
          deleted: change === 'delete' ? true : change === 'restore' ? false : review.deleted,
        };
        if (next.published !== review.published || next.deleted !== review.deleted) {
          await trx
            .updateTable('reviews')
            .set({ published: next.published, deleted_at: next.deleted ? sql`coalesce(deleted_at, now())` : null, updated_at: sql`now()` })
            .where('id', '=', review.id)
            .execute();
          await refreshReviewAggregates(trx, review);
          const visibleBefore = review.published && !review.deleted;
          const visibleNow = next.published && !next.deleted;
          // Publishing is news; restoring brings a review back without announcing it again.
          if (change === 'publish' && visibleNow) await feedEventWriter.reviewPublished(trx, review);
          if (visibleBefore && !visibleNow) await feedEventWriter.reviewWithdrawn(trx, review.id);
        }
        return { review: { public_id: review.public_id, ...next }, productId: review.product_id, shopId: review.shop_id };
      });
    },
  };
}
