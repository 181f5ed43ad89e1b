import { sql } from 'kysely';
import type { OwnReview, Review, ReviewWithSubject } from '@vouch/contracts';
import { removedReviewLine, restorableUntil, type ReviewReportReason } from '@vouch/domain';
import { avatarImageOf } from '../auth';

/**
 * What a review is read with wherever reviews are listed (widgets, home, feed): the columns of
 * REVIEW_ROW_COLUMNS over a `reviews r` joined with REVIEW_ROW_JOINS.
 */
export interface ReviewRow {
  uuid: string;
  public_id: string;
  rating: number;
  title: string;
  body: string;
  created_at: Date;
  edited_at: Date | null;
  source: Review['source'];
  verified: boolean;
  reviewer_display_name: string;
  avatar_url: string | null;
  avatar_retina_url: string | null;
  gravatar_hash: string | null;
  user_slug: string | null;
  reply_body: string | null;
  replied_at: Date | null;
  product_title: string | null;
  product_path: string | null;
  shop_name: string;
  shop_path: string;
  product_image_url: string | null;
  /** When the reviewed line item was ordered; null for a review not tied to an order. */
  ordered_at: Date | null;
  published: boolean;
  deleted_at: Date | null;
  recommended: boolean;
  held_reason: string | null;
  removed_reason: ReviewReportReason | null;
  /** The author's appeal of the removal standing now, if any. */
  removal_appeal_status: 'open' | 'kept' | null;
  media: {
    kind: 'picture' | 'video_external' | 'video_platform';
    compact_url: string | null;
    huge_url: string | null;
    external_id: string | null;
    platform_url: string | null;
  }[];
}

/** A review as lists answer it (spec §3 "Review" and "Avatar inputs"). */
export function reviewFrom(row: ReviewRow): Review {
  const pictures = row.media.filter(
    (item) => item.kind === 'picture' && item.compact_url && item.huge_url,
  );
  return {
    uuid: row.uuid,
    public_id: row.public_id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
    edited_at: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    source: row.source,
    reviewer: {
      name: row.reviewer_display_name,
      avatar_image_url: avatarImageOf(row),
      reviewer_initial: row.reviewer_display_name.trim().charAt(0).toUpperCase(),
      gravatar_hash: row.gravatar_hash,
      verified_buyer: row.verified,
      profile_path: row.user_slug ? `/reviews/profile/${row.user_slug}` : null,
    },
    pictures_urls: pictures.map((item) => ({ compact: item.compact_url!, huge: item.huge_url! })),
    video_external_ids: row.media
      .filter((item) => item.kind === 'video_external' && item.external_id)
      .map((item) => item.external_id!),
    media_platform_hosted_video_infos: row.media
      .filter((item) => item.kind === 'video_platform' && item.platform_url)
      .map((item) => ({ media_platform_url: item.platform_url! })),
    reply:
      row.reply_body && row.replied_at
        ? { body: row.reply_body, replied_at: new Date(row.replied_at).toISOString() }
        : null,
    product:
      row.product_title && row.product_path
        ? { title: row.product_title, internal_path: row.product_path }
        : null,
    verification: {
      verified: row.verified,
      shop_name: row.shop_name,
      ordered_at: row.ordered_at ? new Date(row.ordered_at).toISOString() : null,
    },
  };
}

/** A review with its shop and product picture, for lists away from its product. */
export function reviewWithSubjectFrom(row: ReviewRow): ReviewWithSubject {
  return {
    ...reviewFrom(row),
    shop: { name: row.shop_name, internal_path: row.shop_path },
    product_image_url: row.product_image_url,
  };
}

/** One of the reviewer's own reviews, with its state (private profile). */
export function ownReviewFrom(row: ReviewRow): OwnReview {
  return {
    ...reviewWithSubjectFrom(row),
    published: row.published,
    deleted: row.deleted_at !== null,
    recommended: row.recommended,
    restorable_until: row.deleted_at
      ? restorableUntil(new Date(row.deleted_at)).toISOString()
      : null,
    held_reason: row.held_reason,
    removal: row.removed_reason
      ? {
          line: removedReviewLine(row.removed_reason, row.product_path ? 'product' : 'shop'),
          appeal: row.removal_appeal_status,
        }
      : null,
  };
}

export const REVIEW_ROW_COLUMNS = sql`
  r.uuid, r.public_id, r.rating, r.title, r.body, r.created_at, r.edited_at, r.source, r.verified, r.reviewer_display_name,
  u.avatar_url, u.avatar_retina_url, u.gravatar_hash, u.slug as user_slug, r.reply_body, r.replied_at,
  p.title as product_title, '/reviews/stores/' || s.slug || '/products/' || p.handle as product_path,
  s.name as shop_name, '/reviews/stores/' || s.slug as shop_path, p.image_url as product_image_url,
  r.published, r.deleted_at, r.recommended, r.held_reason, o.placed_at as ordered_at, r.removed_reason,
  case when r.removed_reason is not null then
    (select a.status from review_removal_appeals a where a.review_id = r.id and a.removed_at = r.removed_at and a.status in ('open', 'kept')) end
    as removal_appeal_status,
  coalesce((select json_agg(json_build_object('kind', m.kind, 'compact_url', m.compact_url, 'huge_url', m.huge_url,
                                             'external_id', m.external_id, 'platform_url', m.platform_url) order by m.position)
            from review_media m where m.review_id = r.id), '[]') as media`;

export const REVIEW_ROW_JOINS = sql`
  left join users u on u.id = r.user_id
  left join products p on p.id = r.product_id
  join shops s on s.id = r.shop_id
  left join line_items li on li.id = r.line_item_id
  left join orders o on o.id = li.order_id`;
