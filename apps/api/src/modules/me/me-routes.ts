import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  accountMenuCountsResponseSchema,
  type AccountMenuCountsResponse,
  meQuerySchema,
  type MeResponse,
  meResponseSchema,
  type ReviewerLocaleResponse,
  reviewerLocaleResponseSchema,
  updateReviewerLocaleRequestSchema,
} from '@vouch/contracts';
import { normalizeCurrencyCode } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { isDatabaseUnavailable } from '../../http/database-unavailable';
import { badRequest, unauthorized } from '../../http/http-error';
import { sendBusy } from '../../plugins/error-handler';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { currentReviewerFrom } from '../auth';
import { countDeskItems } from '../disputes';
import { countShopInbox } from '../shop-inbox';
import { countOrdersAwaitingReview } from '../write-review';
import type { ExchangeRatesSource } from '../currency';
import { meRepository } from './me-repository';
import { countryFromAcceptLanguage } from './viewer-country';

/**
 * Spec §7 `GET /reviews/me.json`: country, currency, exchange rates when asked for, and the
 * reviewer; `PUT /reviews/profile/reviewers/0` keeps a signed-in reviewer's currency or country.
 */
export async function meModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; exchangeRates: ExchangeRatesSource },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const me = meRepository(options.db);
  routes.get(
    '/reviews/me.json',
    { schema: { querystring: meQuerySchema, response: { 200: meResponseSchema } } },
    async (request, reply): Promise<MeResponse> => {
      const query = request.query;
      const { user } = request.viewer;
      reply.header('cache-control', 'private, no-store');
      const wantsRates = query.exchange_rates === 'true' || query.exchange_rates === '1';
      const locale = {
        current_country:
          user?.country ?? countryFromAcceptLanguage(request.headers['accept-language']),
        currency: user?.currency ?? '*',
      };
      try {
        return {
          ...locale,
          ...(wantsRates ? { exchange_rates: await options.exchangeRates() } : {}),
          reviewer: user ? currentReviewerFrom(user) : null,
        };
      } catch (error) {
        // Spec §7: "on failure the error response is read for the same fields": what is known without the database still goes.
        if (isDatabaseUnavailable(error)) return sendBusy(reply, locale);
        throw error;
      }
    },
  );

  // The account menu's counts: each counted by the rule its own page lists by, so a count equals its list.
  routes.get(
    '/reviews/profile/menu_counts',
    { schema: { response: { 200: accountMenuCountsResponseSchema } } },
    async (request, reply): Promise<AccountMenuCountsResponse> => {
      const { user } = request.viewer;
      if (!user) throw unauthorized('Sign in to see what waits for you.');
      reply.header('cache-control', 'private, no-store');
      const [ordersAwaitingReview, shopInbox, arbitratorDesk] = await Promise.all([
        countOrdersAwaitingReview(options.db, user.id),
        user.managed_shop_ids.length > 0 ? countShopInbox(options.db, user.id) : null,
        user.role === 'arbitrator' ? countDeskItems(options.db, user.id) : null,
      ]);
      return {
        orders_awaiting_review: ordersAwaitingReview,
        shop_inbox: shopInbox,
        arbitrator_desk: arbitratorDesk,
      };
    },
  );

  routes.put(
    '/reviews/profile/reviewers/0',
    {
      schema: {
        body: updateReviewerLocaleRequestSchema,
        response: { 200: reviewerLocaleResponseSchema },
      },
    },
    async (request): Promise<ReviewerLocaleResponse> => {
      const { user } = request.viewer;
      if (!user) throw unauthorized('Sign in to keep your currency and country.');
      const { reviewer } = request.body;
      const changes: { currency?: string; country?: string } = {};
      if ('rs_currency' in reviewer) {
        const code = normalizeCurrencyCode(reviewer.rs_currency);
        const known = code === '*' || (code !== null && code in (await options.exchangeRates()));
        if (!known)
          throw badRequest(
            `We cannot show prices in "${reviewer.rs_currency}". Choose a currency from the list.`,
            {
              'reviewer.rs_currency': 'Unknown currency',
            },
          );
        changes.currency = code!;
      } else {
        changes.country = reviewer.rs_country.toUpperCase();
        if (!/^[A-Z]{2}$/.test(changes.country))
          throw badRequest('Use a two-letter country code.', {
            'reviewer.rs_country': 'Unknown country',
          });
      }
      const row = await me.updateLocale(user.id, changes);
      return { currency: row.currency, current_country: row.country };
    },
  );
}
