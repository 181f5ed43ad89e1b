import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cachedFor } from '../../http/cached-for';
import { sendCacheable } from '../../http/send-cacheable';
import { categoryRepository } from './category-repository';

/**
 * Spec §7 `GET /reviews/all_categories`: the whole tree, cached by browsers for five minutes and
 * built at most once a minute here (spec §9 caches category responses 60 s).
 */
export async function categoriesModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const categories = categoryRepository(options.db);
  const allCategories = cachedFor(60_000, async () => ({ categories: await categories.all() }));
  app.get('/reviews/all_categories', async (request, reply) => sendCacheable(request, reply, await allCategories(), 300));
}
