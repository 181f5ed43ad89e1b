import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { encodedIdParamsSchema, galleryQuerySchema, type GalleryPage } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { notFound } from '../../http/http-error';
import { pagingOf } from '../../http/paging-of';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendCacheable } from '../../http/send-cacheable';
import { galleryRepository } from './gallery-repository';

/** Media per gallery page: four rows of the modal's grid. */
export const GALLERY_PAGE_SIZE = 24;

/** Spec §7 review galleries: the pictures and videos of a product's or a shop's published reviews, newest first. */
export async function galleryModule(
  app: FastifyInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const gallery = galleryRepository(options.db);
  for (const owner of ['product', 'shop'] as const) {
    routes.get(
      `/${owner}s/:encodedId/reviews_with_media`,
      { schema: { params: encodedIdParamsSchema, querystring: galleryQuerySchema } },
      async (request, reply) => {
        const { page } = request.query;
        const found = await gallery.page(owner, request.params.encodedId, page, GALLERY_PAGE_SIZE);
        if (!found)
          throw notFound(`We could not find that ${owner === 'product' ? 'product' : 'store'}.`);
        const body: GalleryPage = {
          items: found.items,
          ...pagingOf(page, GALLERY_PAGE_SIZE, found.total),
        };
        return sendCacheable(request, reply, body, 60);
      },
    );
  }
}
