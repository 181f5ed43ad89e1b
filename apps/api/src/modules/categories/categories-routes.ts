import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sendCacheable } from '../../http/send-cacheable';
import { categoryRepository } from './category-repository';

/** Spec §7 `GET /reviews/all_categories`: the whole tree, cached by browsers for five minutes. */
export async function categoriesModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const categories = categoryRepository(options.db);
  app.get('/reviews/all_categories', async (request, reply) => sendCacheable(request, reply, { categories: await categories.all() }, 300));
}
