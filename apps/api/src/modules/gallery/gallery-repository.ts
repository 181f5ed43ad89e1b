import { sql, type Kysely } from 'kysely';
import type { GalleryItem } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { idByEncodedId } from '../../db/id-by-encoded-id';

/** Whose gallery: a product's or a shop's. */
export type GalleryOwner = 'product' | 'shop';

export function galleryRepository(db: Kysely<Database>) {
  return {
    /** One page of the media of the owner's published reviews, newest first; null for an unknown owner. */
    async page(
      owner: GalleryOwner,
      encodedId: string,
      page: number,
      pageSize: number,
    ): Promise<{ items: GalleryItem[]; total: number } | null> {
      const ownerId = await idByEncodedId(
        db,
        owner === 'product' ? 'products' : 'shops',
        encodedId,
      );
      if (!ownerId) return null;
      const ownerCondition =
        owner === 'product' ? sql`r.product_id = ${ownerId}` : sql`r.shop_id = ${ownerId}`;
      // Raw SQL: the count and the page in one round trip (a lateral join).
      const { rows } = await sql<GalleryItem & { total: number }>`
        select counted.total, found.* from
          (select count(*)::int as total from reviews r join review_media m on m.review_id = r.id
           where ${ownerCondition} and r.published and r.deleted_at is null and r.has_media) counted
        left join lateral (
          select m.id::text as id, r.uuid::text as review_uuid, m.kind as "dataType",
                 case m.kind when 'picture' then m.huge_url when 'video_platform' then m.platform_url end as source,
                 m.compact_url as thumbnail, m.external_id as "videoId", r.reviewer_display_name as reviewer_name, r.rating
          from reviews r join review_media m on m.review_id = r.id
          where ${ownerCondition} and r.published and r.deleted_at is null and r.has_media
          order by r.created_at desc, r.id desc, m.position
          offset ${(page - 1) * pageSize} limit ${pageSize}
        ) found on true`.execute(db);
      return {
        total: rows[0]?.total ?? 0,
        items: rows.filter((row) => row.id !== null).map(({ total: _total, ...item }) => item),
      };
    },
  };
}
