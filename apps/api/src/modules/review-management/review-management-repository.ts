import { sql, type Kysely } from 'kysely';
import {
  type ReviewDraftErrors,
  HELD_FOR_REPEATED_TEXT,
  isRecommendation,
  pagePath,
  reviewDraftErrors,
  reviewEditRefusal,
} from '@vouch/domain';
import type { ReviewEdit, ReviewStateResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { feedEventWriter } from '../feed';
import { refreshReviewAggregates, type ReviewOwners } from '../reviews';
import { attachReviewMedia, claimReviewMedia, reviewTextFingerprint } from '../write-review';

interface OwnReview extends ReviewOwners {
  id: string;
  public_id: string;
  published: boolean;
  deleted: boolean;
  /** Set when an arbitrator removed it after a report: only an appeal brings it back. */
  removed: boolean;
}

/** What a reviewer can do to a review of theirs (spec §4 Review): each change with its figures and feed events, in one transaction. */
export type ReviewChange = 'publish' | 'unpublish' | 'delete' | 'restore';

/**
 * The review's new state and the product it is about (whose figures moved), or why nothing
 * changed: not one of the reviewer's reviews, or deleted (publish and unpublish only).
 */
export type ReviewChangeResult =
  | (ReviewStateResponse & { productId: string | null; shopId: string })
  | 'not_found'
  | 'deleted'
  | 'removed';

/** The edited review and where it is shown, or why nothing changed. */
export type ReviewEditResult =
  | {
      kind: 'saved';
      id: string;
      public_id: string;
      published: boolean;
      /** Why it waits for a check, when it does (new words that copy another review). */
      held_reason: string | null;
      product_path: string | null;
      productId: string | null;
      shopId: string;
    }
  | { kind: 'not_found' }
  | { kind: 'deleted'; message: string }
  | { kind: 'media_not_found' }
  | { kind: 'invalid'; errors: ReviewDraftErrors };

export function ownReviewRepository(db: Kysely<Database>) {
  async function lockOwnReview(
    trx: Kysely<Database>,
    userId: string,
    publicId: string,
  ): Promise<OwnReview | null> {
    const review = await trx
      .selectFrom('reviews')
      .select([
        'id',
        'public_id',
        'user_id',
        'shop_id',
        'product_id',
        'published',
        (eb) => eb('deleted_at', 'is not', null).$castTo<boolean>().as('deleted'),
        (eb) => eb('removed_reason', 'is not', null).$castTo<boolean>().as('removed'),
      ])
      .where('public_id', '=', publicId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    return review ?? null;
  }

  return {
    /**
     * Issue #29, item 1: new stars, words, recommendation and media for one of the reviewer's
     * reviews. The text it replaces is kept in review_revisions; its verification, state and date
     * stay; its figures are recounted in the same transaction, so a refused edit changes nothing.
     */
    async edit(userId: string, publicId: string, edit: ReviewEdit): Promise<ReviewEditResult> {
      return db.transaction().execute(async (trx) => {
        const review = await lockOwnReview(trx, userId, publicId);
        if (!review) return { kind: 'not_found' };
        const refusal = reviewEditRefusal(review);
        if (refusal) return { kind: 'deleted', message: refusal };
        const before = await trx
          .selectFrom('reviews as r')
          .leftJoin('products as p', 'p.id', 'r.product_id')
          .innerJoin('shops as s', 's.id', 'r.shop_id')
          .select([
            'r.rating',
            'r.title',
            'r.body',
            'r.recommended',
            'r.created_at',
            'r.edited_at',
            'r.text_fingerprint',
            'r.held_reason',
            'p.handle',
            's.slug',
          ])
          .where('r.id', '=', review.id)
          .executeTakeFirstOrThrow();
        const media = await trx
          .selectFrom('review_media')
          .select([
            'id',
            'kind',
            'compact_url',
            'huge_url',
            'external_id',
            'platform_url',
            'position',
          ])
          .where('review_id', '=', review.id)
          .orderBy('position')
          .execute();
        const kept = media.filter((item) => edit.kept_media_ids.includes(String(item.id)));
        if (kept.length !== new Set(edit.kept_media_ids).size) return { kind: 'media_not_found' };
        // The write-review limits count the media kept and the media added together.
        const errors = reviewDraftErrors({
          ...edit,
          pictureCount:
            kept.filter((item) => item.kind === 'picture').length + edit.picture_ids.length,
          videoCount: kept.filter((item) => item.kind !== 'picture').length + (edit.video ? 1 : 0),
        });
        if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
        const claimed = await claimReviewMedia(trx, userId, edit);
        if (!claimed) return { kind: 'media_not_found' };

        // New words that copy another review wait for the same check as a new review that does.
        const fingerprint = reviewTextFingerprint(edit.title, edit.body);
        const copies =
          fingerprint !== before.text_fingerprint &&
          (await trx
            .selectFrom('reviews')
            .select('id')
            .where('text_fingerprint', '=', fingerprint)
            .where('deleted_at', 'is', null)
            .where('id', '<>', review.id)
            .executeTakeFirst()) !== undefined;
        const heldReason = before.held_reason ?? (copies ? HELD_FOR_REPEATED_TEXT : null);
        const published = review.published && !copies;

        await trx
          .insertInto('review_revisions')
          .values({
            review_id: review.id,
            rating: before.rating,
            title: before.title,
            body: before.body,
            recommended: before.recommended,
            media: JSON.stringify(
              media.map(({ kind, compact_url, huge_url, external_id, platform_url }) => ({
                kind,
                compact_url,
                huge_url,
                external_id,
                platform_url,
              })),
            ),
            written_at: before.edited_at ?? before.created_at,
          })
          .execute();
        await trx
          .updateTable('reviews')
          .set({
            rating: edit.rating!,
            title: edit.title.trim(),
            body: edit.body.trim(),
            recommended: isRecommendation({ rating: edit.rating!, recommended: edit.recommended }),
            has_media: kept.length + claimed.media.length > 0,
            text_fingerprint: fingerprint,
            held_reason: heldReason,
            published,
            edited_at: sql`now()`,
            updated_at: sql`now()`,
          })
          .where('id', '=', review.id)
          .execute();
        const removed = media.filter((item) => !kept.includes(item)).map((item) => item.id);
        if (removed.length)
          await trx.deleteFrom('review_media').where('id', 'in', removed).execute();
        await attachReviewMedia(trx, review.id, claimed, (media.at(-1)?.position ?? -1) + 1);
        await refreshReviewAggregates(trx, review);
        // New pictures or videos on a shown review are news for the gallery's followers; new words are not.
        if (published && claimed.media.length > 0) await feedEventWriter.mediaAdded(trx, review);
        return {
          kind: 'saved',
          id: review.id,
          public_id: review.public_id,
          published,
          held_reason: heldReason,
          product_path: before.handle
            ? pagePath('product', { shopSlug: before.slug, productHandle: before.handle })
            : null,
          productId: review.product_id,
          shopId: review.shop_id,
        };
      });
    },

    async change(
      userId: string,
      publicId: string,
      change: ReviewChange,
    ): Promise<ReviewChangeResult> {
      return db.transaction().execute(async (trx) => {
        const review = await lockOwnReview(trx, userId, publicId);
        if (!review) return 'not_found';
        if (review.deleted && (change === 'publish' || change === 'unpublish')) return 'deleted';
        if (review.removed && change === 'publish') return 'removed';
        const next = {
          published:
            change === 'publish' ? true : change === 'unpublish' ? false : review.published,
          deleted: change === 'delete' ? true : change === 'restore' ? false : review.deleted,
        };
        if (next.published !== review.published || next.deleted !== review.deleted) {
          await trx
            .updateTable('reviews')
            .set({
              published: next.published,
              deleted_at: next.deleted ? sql`coalesce(deleted_at, now())` : null,
              updated_at: sql`now()`,
            })
            .where('id', '=', review.id)
            .execute();
          await refreshReviewAggregates(trx, review);
          const visibleBefore = review.published && !review.deleted;
          const visibleNow = next.published && !next.deleted;
          // Issue #29, item 2: a review shown again (republished or restored) is back in its followers' feeds, once.
          if (visibleNow && !visibleBefore) await feedEventWriter.reviewPublished(trx, review);
          if (visibleBefore && !visibleNow) await feedEventWriter.reviewWithdrawn(trx, review.id);
        }
        return {
          review: { public_id: review.public_id, ...next },
          productId: review.product_id,
          shopId: review.shop_id,
        };
      });
    },
  };
}
