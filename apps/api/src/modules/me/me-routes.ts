import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { meQuerySchema, type MeResponse } from '@vouch/contracts';
import type { Database } from '../../db/schema';
import { parseWith } from '../../http/parse-with';
import { currentReviewerFrom } from '../auth/current-reviewer';
import { exchangeRatesByCode } from './exchange-rate-repository';
import { countryFromAcceptLanguage } from './viewer-country';

/** Spec §7 `GET /reviews/me.json`: country, currency, exchange rates when asked for, and the reviewer. */
export async function meModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.get('/reviews/me.json', async (request, reply): Promise<MeResponse> => {
    const query = parseWith(meQuerySchema, request.query);
    const { user } = request.viewer;
    reply.header('cache-control', 'private, no-store');
    const wantsRates = query.exchange_rates === 'true' || query.exchange_rates === '1';
    return {
      current_country: user?.country ?? countryFromAcceptLanguage(request.headers['accept-language']),
      currency: user?.currency ?? '*',
      ...(wantsRates ? { exchange_rates: await exchangeRatesByCode(options.db) } : {}),
      reviewer: user ? currentReviewerFrom(user) : null,
    };
  });
}
