import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { shopReviewReportsResponseSchema, shopSlugParamsSchema } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { shopAnsweredForBy } from '../shop-connect';
import { shopReviewReports } from './shop-review-reports-repository';

/**
 * What the shop inbox reads beside its page data (issue #58): the reports readers filed about a
 * shop's reviews, for the people who answer for the shop, so they learn of them before a review goes.
 */
export async function shopInboxModule(
  app: FastifyInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/reviews/shop/:shop/review_reports',
    {
      schema: {
        params: shopSlugParamsSchema,
        response: { 200: shopReviewReportsResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = request.viewer;
      if (!user)
        throw unauthorized('Sign in with your shop account to see reports about its reviews.');
      const shop = await shopAnsweredForBy(options.db, request.params.shop, user);
      reply.header('cache-control', 'private, no-store');
      return shopReviewReports(options.db, shop.id);
    },
  );
}
