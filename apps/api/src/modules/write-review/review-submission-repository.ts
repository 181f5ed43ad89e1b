import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  isRecommendation,
  normalizedReviewText,
  pagePath,
  REVIEW_HOLD_RULES,
  reviewerDisplayName,
  reviewHoldReason,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import type { Orderer } from './order-repository';
import { feedEventWriter } from '../feed';
import { refreshReviewAggregates } from '../reviews';
import { attachReviewMedia, claimReviewMedia } from './review-media-uploads';

/** A review as the form sends it, checked against its contract. */
export interface ReviewSubmission {
  line_item_public_id: string;
  rating: number;
  title: string;
  body: string;
  recommended: boolean;
  picture_ids: string[];
  video: { external: string } | { upload_id: string } | null;
  idempotency_key: string;
}

export interface SavedReview {
  id: string;
  public_id: string;
  published: boolean;
  held_reason: string | null;
  product_path: string | null;
  /** The product whose figures moved (its cached widget data is stale now). */
  product_id: string;
}

/** What a submit made, or why it made nothing. */
export type SubmissionResult =
  | { kind: 'saved'; review: SavedReview }
  | { kind: 'line_item_not_found' }
  | { kind: 'already_reviewed'; review_public_id: string }
  | { kind: 'upload_not_found' };

const UNIQUE_VIOLATION = '23505';

/** md5 of the normalised title and body: how a repeated text is found, whoever wrote it (the seed stores it the same way). */
export function reviewTextFingerprint(title: string, body: string): string {
  return createHash('md5').update(normalizedReviewText(title, body)).digest('hex');
}

/**
 * Writing a review for an ordered line item: the review, its media, the product's, shop's and
 * reviewer's figures and the feed events, in one transaction, so a failed write leaves nothing.
 */
export function reviewSubmissionRepository(db: Kysely<Database>) {
  async function replayed(
    trx: Kysely<Database>,
    userId: string,
    key: string,
  ): Promise<SavedReview | null> {
    const review = await trx
      .selectFrom('reviews as r')
      .leftJoin('products as p', 'p.id', 'r.product_id')
      .innerJoin('shops as s', 's.id', 'r.shop_id')
      .select([
        'r.id',
        'r.public_id',
        'r.published',
        'r.held_reason',
        'r.product_id',
        'p.handle',
        's.slug',
      ])
      .where('r.user_id', '=', userId)
      .where('r.idempotency_key', '=', key)
      .executeTakeFirst();
    if (!review) return null;
    return {
      id: review.id,
      public_id: review.public_id,
      published: review.published,
      held_reason: review.held_reason,
      product_id: review.product_id!,
      product_path: review.handle
        ? pagePath('product', { shopSlug: review.slug, productHandle: review.handle })
        : null,
    };
  }

  async function save(
    trx: Kysely<Database>,
    orderer: Orderer,
    input: ReviewSubmission,
  ): Promise<SubmissionResult> {
    const userId = orderer.id;
    const item = await trx
      .selectFrom('line_items as li')
      .innerJoin('orders as o', 'o.id', 'li.order_id')
      .innerJoin('products as p', 'p.id', 'li.product_id')
      .innerJoin('shops as s', 's.id', 'o.shop_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'li.id',
        'li.product_id',
        'o.shop_id',
        'p.handle',
        's.slug as shop_slug',
        'u.name',
        'u.short_display_name',
        'u.created_at as user_created_at',
        'o.id as order_id',
        // An order a shop sent whose buyer Vouch asked to review it: the review is an invited one.
        sql<boolean>`exists (select 1 from review_requests rr where rr.order_id = o.id and rr.sent_at is not null)`.as(
          'invited',
        ),
      ])
      .where('li.public_id', '=', input.line_item_public_id)
      .where('o.user_id', '=', userId)
      .$if(orderer.review_order_id !== null, (query) =>
        query.where('o.id', '=', orderer.review_order_id!),
      )
      .forUpdate('li')
      .executeTakeFirst();
    if (!item) return { kind: 'line_item_not_found' };
    // Read under the line item's lock: a simultaneous submit with the same key has committed by now.
    const earlier = await replayed(trx, userId, input.idempotency_key);
    if (earlier) return { kind: 'saved', review: earlier };
    const existing = await trx
      .selectFrom('reviews')
      .select('public_id')
      .where('line_item_id', '=', item.id)
      .executeTakeFirst();
    if (existing) return { kind: 'already_reviewed', review_public_id: existing.public_id };

    const claimed = await claimReviewMedia(trx, userId, input);
    if (!claimed) return { kind: 'upload_not_found' };

    const fingerprint = reviewTextFingerprint(input.title, input.body);
    const { repeats, burst } = await trx
      .selectNoFrom([
        sql<boolean>`exists (select 1 from reviews r where r.text_fingerprint = ${fingerprint} and r.deleted_at is null)`.as(
          'repeats',
        ),
        sql<number>`(select count(*)::int from reviews r join users a on a.id = r.user_id
                        where r.shop_id = ${item.shop_id} and r.created_at > now() - make_interval(mins => ${REVIEW_HOLD_RULES.burstWindowMinutes})
                          and a.created_at > now() - make_interval(hours => ${REVIEW_HOLD_RULES.newAccountHours}))`.as(
          'burst',
        ),
      ])
      .executeTakeFirstOrThrow();
    const heldReason = reviewHoldReason({
      repeatsAnotherReview: repeats,
      recentReviewsFromNewAccounts: burst,
      authorAccountAgeHours: (Date.now() - new Date(item.user_created_at).getTime()) / 3_600_000,
    });
    const hasMedia = claimed.media.length > 0;
    const review = await trx
      .insertInto('reviews')
      .values({
        public_id: `rv${randomBytes(9).toString('base64url')}`,
        uuid: randomUUID(),
        user_id: userId,
        reviewer_display_name: reviewerDisplayName(item.name, item.short_display_name),
        shop_id: item.shop_id,
        product_id: item.product_id,
        line_item_id: item.id,
        rating: input.rating,
        title: input.title.trim(),
        body: input.body.trim(),
        verified: true,
        source: item.invited ? 'invite' : 'organic',
        published: heldReason === null,
        held_reason: heldReason,
        recommended: isRecommendation({ rating: input.rating, recommended: input.recommended }),
        has_media: hasMedia,
        idempotency_key: input.idempotency_key,
        text_fingerprint: fingerprint,
        created_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .returning(['id', 'public_id', 'published', 'held_reason'])
      .executeTakeFirstOrThrow();

    await attachReviewMedia(trx, review.id, claimed, 0);
    if (item.invited)
      await trx
        .updateTable('review_requests')
        .set({ reviewed_at: sql`coalesce(reviewed_at, now())` })
        .where('order_id', '=', item.order_id)
        .execute();

    const owners = {
      id: review.id,
      user_id: userId,
      shop_id: item.shop_id,
      product_id: item.product_id,
    };
    await refreshReviewAggregates(trx, owners);
    if (review.published) {
      await feedEventWriter.reviewPublished(trx, owners);
      if (hasMedia) await feedEventWriter.mediaAdded(trx, owners);
    }
    return {
      kind: 'saved',
      review: {
        id: review.id,
        public_id: review.public_id,
        published: review.published,
        held_reason: review.held_reason,
        product_id: item.product_id,
        product_path: pagePath('product', { shopSlug: item.shop_slug, productHandle: item.handle }),
      },
    };
  }

  return {
    /** Saves the review of one of `orderer`'s line items (of their one order, on a review-request session). */
    async submit(orderer: Orderer, input: ReviewSubmission): Promise<SubmissionResult> {
      try {
        return await db.transaction().execute((trx) => save(trx, orderer, input));
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        // A simultaneous submit won the race: the same key answers its review, another key meets the line item's review.
        return db.transaction().execute((trx) => save(trx, orderer, input));
      }
    },

    async recordUpload(
      userId: string,
      upload:
        | { kind: 'picture'; compact_url: string; huge_url: string }
        | { kind: 'video_platform'; platform_url: string },
    ): Promise<string> {
      const publicId = `up${randomBytes(9).toString('base64url')}`;
      await db
        .insertInto('media_uploads')
        .values({ public_id: publicId, user_id: userId, ...upload })
        .execute();
      return publicId;
    },
  };
}
