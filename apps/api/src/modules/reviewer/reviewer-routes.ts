import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { acceptTermsRequestSchema } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { unauthorized } from '../../http/http-error';
import { parseWith } from '../../http/parse-with';
import type { SessionRepository } from '../auth/session-repository';
import { currentReviewerFrom } from '../auth/current-reviewer';
import { reviewerRepository } from './reviewer-repository';

/** The reviewer base (`/reviews/reviewer`): what a signed-in reviewer does to their own account. */
export async function reviewerModule(app: FastifyInstance, options: { db: Kysely<Database>; sessions: SessionRepository }): Promise<void> {
  const reviewer = reviewerRepository(options.db);
  // Spec §7 `POST reviewer base/accept_tos`: the terms step, with the name shown on reviews.
  app.post('/reviews/reviewer/accept_tos', async (request) => {
    const { user, sessionToken } = request.viewer;
    if (!user || !sessionToken) throw unauthorized('Sign in to accept the terms.');
    const { reviewer_name } = parseWith(acceptTermsRequestSchema, request.body);
    await reviewer.acceptTerms(user.id, reviewer_name);
    const updated = await options.sessions.userForToken(sessionToken);
    return { reviewer: currentReviewerFrom(updated!) };
  });
}
