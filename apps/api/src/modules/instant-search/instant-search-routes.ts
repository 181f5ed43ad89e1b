import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { instantSearchQuerySchema } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendCacheable } from '../../http/send-cacheable';
import { instantSearchRepository } from './instant-search-repository';

/** Spec §7 `GET /reviews/instant_search?q=`: suggestions for the search bar. */
export async function instantSearchModule(
  app: FastifyInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = instantSearchRepository(options.db);
  routes.get(
    '/reviews/instant_search',
    { schema: { querystring: instantSearchQuerySchema } },
    async (request, reply) => {
      const { q } = request.query;
      return sendCacheable(request, reply, { suggestions: await repository.suggestions(q) }, 300);
    },
  );
}
