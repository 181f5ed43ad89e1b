import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { galleryQuerySchema, type GalleryItem, type GalleryPage } from '@vouch/contracts';
import { idByEncodedId } from '../../db/id-by-encoded-id';
import type { Database } from '@vouch/db';
import { notFound } from '../../http/http-error';
import { pagingOf } from '../../http/paging-of';
import { parseWith } from '../../http/parse-with';
import { sendCacheable } from '../../http/send-cacheable';

/** Media per gallery page: four rows of the modal's grid. */
export const GALLERY_PAGE_SIZE = 24;

type Owner = 'product' | 'shop';

/** Spec §7 review galleries: the pictures and videos of a product's or a shop's published reviews, newest first. */
export async function galleryModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;

  async function galleryPage(owner: Owner, encodedId: string, page: number): Promise<GalleryPage | null> {
    const ownerId = await idByEncodedId(db, owner === 'product' ? 'products' : 'shops', encodedId);
    if (!ownerId) return null;
    const ownerCondition = owner === 'product' ? sql`r.product_id = ${ownerId}` : sql`r.shop_id = ${ownerId}`;
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
        offset ${(page - 1) * GALLERY_PAGE_SIZE} limit ${GALLERY_PAGE_SIZE}
      ) found on true`.execute(db);
    const total = rows[0]?.total ?? 0;
    return {
      items: rows.filter((row) => row.id !== null).map(({ total: _total, ...item }) => item),
      ...pagingOf(page, GALLERY_PAGE_SIZE, total),
    };
  }

  for (const owner of ['product', 'shop'] as const) {
    app.get<{ Params: { encodedId: string } }>(`/${owner}s/:encodedId/reviews_with_media`, async (request, reply) => {
      const { page } = parseWith(galleryQuerySchema, request.query);
      const body = await galleryPage(owner, request.params.encodedId, page);
      if (!body) throw notFound(`We could not find that ${owner === 'product' ? 'product' : 'store'}.`);
      return sendCacheable(request, reply, body, 60);
    });
  }
}
