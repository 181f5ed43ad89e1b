import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { acceptTermsRequestSchema, acceptTermsResponseSchema } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { forbidden, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { type SessionRepository, currentReviewerFrom } from '../auth';
import { reviewerRepository } from './reviewer-repository';

/** The reviewer base (`/reviews/reviewer`): what a signed-in reviewer does to their own account. */
export async function reviewerModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; sessions: SessionRepository },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reviewer = reviewerRepository(options.db);
  // Spec §7 `POST reviewer base/accept_tos`: the terms step, with the name shown on reviews.
  routes.post(
    '/reviews/reviewer/accept_tos',
    { schema: { body: acceptTermsRequestSchema, response: { 200: acceptTermsResponseSchema } } },
    async (request) => {
      const { user, sessionToken } = request.viewer;
      if (!user || !sessionToken) throw unauthorized('Sign in to accept the terms.');
      // A review request's session accepts the terms of a new account; it never renames an existing one.
      if (user.review_order_id && user.tos_accepted)
        throw forbidden('terms_accepted', 'The terms are accepted already: write your review.');
      const { reviewer_name } = request.body;
      await reviewer.acceptTerms(user.id, reviewer_name);
      const updated = await options.sessions.userForToken(sessionToken);
      return { reviewer: currentReviewerFrom(updated!) };
    },
  );
}
