import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { storeSearchQuerySchema } from '@vouch/contracts';
import { ALL_COUNTRIES, normalizeCountryCode } from '@vouch/domain';
import type { Database } from '@vouch/db';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendCacheable } from '../../http/send-cacheable';
import { storeSearchRepository } from './store-search-repository';

/** Spec §7 `GET /reviews/store_search.json`: shops by name or domain, 20 per page (spec §9). */
export async function storeSearchModule(
  app: FastifyInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = storeSearchRepository(options.db);
  routes.get(
    '/reviews/store_search.json',
    { schema: { querystring: storeSearchQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const country = normalizeCountryCode(query.country);
      const body = await repository.search({
        q: query.q,
        page: query.page,
        perPage: query.per_page,
        country: country && country !== ALL_COUNTRIES ? country : null,
      });
      return sendCacheable(request, reply, body, 60);
    },
  );
}
