import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { instantSearchQuerySchema } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { parseWith } from '../../http/parse-with';
import { sendCacheable } from '../../http/send-cacheable';
import { instantSearchRepository } from './instant-search-repository';

/** Spec §7 `GET /reviews/instant_search?q=`: suggestions for the search bar. */
export async function instantSearchModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const repository = instantSearchRepository(options.db);
  app.get('/reviews/instant_search', async (request, reply) => {
    const { q } = parseWith(instantSearchQuerySchema, request.query);
    return sendCacheable(request, reply, { suggestions: await repository.suggestions(q) }, 300);
  });
}
