import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { storeSearchQuerySchema } from '@vouch/contracts';
import { ALL_COUNTRIES, normalizeCountryCode } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { parseWith } from '../../http/parse-with';
import { sendCacheable } from '../../http/send-cacheable';
import { storeSearchRepository } from './store-search-repository';

/** Spec §7 `GET /reviews/store_search.json`: shops by name or domain, 20 per page (spec §9). */
export async function storeSearchModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const repository = storeSearchRepository(options.db);
  app.get('/reviews/store_search.json', async (request, reply) => {
    const query = parseWith(storeSearchQuerySchema, request.query);
    const country = normalizeCountryCode(query.country);
    const body = await repository.search({
      q: query.q,
      page: query.page,
      perPage: query.per_page,
      country: country && country !== ALL_COUNTRIES ? country : null,
    });
    return sendCacheable(request, reply, body, 60);
  });
}
