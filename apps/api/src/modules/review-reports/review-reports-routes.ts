import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  deskDecisionResponseSchema,
  publicIdParamsSchema,
  removalAppealDecisionRequestSchema,
  removalAppealRequestSchema,
  removalAppealResponseSchema,
  reviewReportDecisionRequestSchema,
  reviewReportQueueResponseSchema,
  reviewReportRequestSchema,
  reviewReportResponseSchema,
} from '@vouch/contracts';
import {
  removalAppealError,
  REVIEW_REPORTS_PER_HOUR,
  reviewReportErrors,
  type ReviewReportReason,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import {
  badRequest,
  conflict,
  forbidden,
  HOUR_SECONDS,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { SessionUser } from '../auth';
import type { NotificationEvents } from '../notifications';
import type { PublicProfileFiguresCache } from '../profiles';
import type { ProductWidgetCache } from '../reviews';
import {
  reviewReportsRepository,
  type ChangedReview,
  type DecisionResult,
} from './review-reports-repository';

export interface ReviewReportsModuleOptions {
  db: Kysely<Database>;
  notifications: NotificationEvents;
  productWidgets: ProductWidgetCache;
  profileFigures: PublicProfileFiguresCache;
}

const decisionParamsSchema = z.object({ publicId: z.string().min(1).max(100) });

/**
 * Reports of reviews (issue #29, item 5): anyone signed in reports a review once; arbitrators
 * uphold (the review is removed from every public place) or dismiss; the author hears of a
 * removal and may appeal it once, back to the desk.
 */
export async function reviewReportsModule(
  app: FastifyInstance,
  options: ReviewReportsModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reports = reviewReportsRepository(options.db);

  const signedIn = (request: FastifyRequest, message: string): SessionUser => {
    if (!request.viewer.user) throw unauthorized(message);
    return request.viewer.user;
  };
  const arbitrator = (request: FastifyRequest): SessionUser => {
    const user = signedIn(request, 'Sign in as an arbitrator to decide reports.');
    if (user.role !== 'arbitrator')
      throw forbidden(
        'arbitrators_only',
        'Only arbitrators can see and decide reports of reviews.',
      );
    return user;
  };

  /** The product page (or the shop's all-reviews) and the author's public profile show the change on their next load. */
  function changed(review: ChangedReview) {
    if (review.product_id) options.productWidgets.drop(review.product_id);
    else options.productWidgets.dropShop(review.shop_id);
    if (review.user_id) options.profileFigures.drop(review.user_id);
  }

  const decided = (
    result: DecisionResult,
    what: string,
  ): Extract<DecisionResult, { kind: 'decided' }> => {
    if (result.kind === 'not_found') throw notFound(`There is no such ${what}.`);
    if (result.kind === 'already_decided')
      throw conflict(`This ${what} has already been decided. Reload the desk to see what waits.`);
    return result;
  };

  routes.post(
    '/reviews/review_reports',
    { schema: { body: reviewReportRequestSchema, response: { 200: reviewReportResponseSchema } } },
    async (request) => {
      const user = signedIn(request, 'Sign in to report a review.');
      const errors = reviewReportErrors(request.body);
      if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0]!, errors);
      const result = await reports.report(
        String(user.id),
        request.body.review_public_id,
        request.body.reason as ReviewReportReason,
        request.body.details.trim(),
      );
      if (result.kind === 'review_not_found') throw notFound('We could not find that review.');
      if (result.kind === 'own_review')
        throw forbidden(
          'own_review',
          'This is your own review: you can unpublish or delete it instead.',
        );
      if (result.kind === 'already_reported')
        throw conflict('You have already reported this review. An arbitrator will look at it.');
      if (result.kind === 'too_many')
        throw tooManyRequests(
          `You have reported ${REVIEW_REPORTS_PER_HOUR} reviews in the last hour, as many as we take from one person. Please wait an hour before reporting more.`,
          HOUR_SECONDS,
        );
      return { report: { public_id: result.public_id, status: 'open' as const } };
    },
  );

  routes.get(
    '/reviews/review_reports.json',
    { schema: { response: { 200: reviewReportQueueResponseSchema } } },
    async (request, reply) => {
      arbitrator(request);
      reply.header('cache-control', 'private, no-store');
      return reports.queue();
    },
  );

  routes.post(
    '/reviews/review_reports/:publicId/decision',
    {
      schema: {
        params: decisionParamsSchema,
        body: reviewReportDecisionRequestSchema,
        response: { 200: deskDecisionResponseSchema },
      },
    },
    async (request) => {
      const user = arbitrator(request);
      const { review, reporterIds } = decided(
        await reports.decide(request.params.publicId, String(user.id), request.body.decision),
        'report',
      );
      const removedFor = request.body.decision === 'uphold' ? review.removed_reason : null;
      if (removedFor) changed(review);
      await options.notifications.reportsDecided(review.public_id, removedFor, reporterIds);
      return { decided: request.body.decision };
    },
  );

  routes.post(
    '/reviews/reviewer/reviews/:publicId/appeal',
    {
      schema: {
        params: publicIdParamsSchema,
        body: removalAppealRequestSchema,
        response: { 200: removalAppealResponseSchema },
      },
    },
    async (request) => {
      const user = signedIn(request, 'Sign in to appeal.');
      const error = removalAppealError(request.body.body);
      if (error) throw badRequest(error, { body: error });
      const result = await reports.appeal(
        String(user.id),
        request.params.publicId,
        request.body.body.trim(),
      );
      // Someone else's review answers as a missing one, as the reviewer base does everywhere.
      if (result.kind === 'not_found') throw notFound('We could not find that review among yours.');
      if (result.kind === 'not_removed')
        throw conflict('This review has not been removed: there is nothing to appeal.');
      if (result.kind === 'deleted')
        throw conflict('You deleted this review: restore it first to appeal its removal.');
      if (result.kind === 'already_appealed')
        throw conflict(
          'You have already appealed this removal: each removal can be appealed once.',
        );
      return { appeal: { public_id: result.public_id, status: 'open' as const } };
    },
  );

  routes.post(
    '/reviews/removal_appeals/:publicId/decision',
    {
      schema: {
        params: decisionParamsSchema,
        body: removalAppealDecisionRequestSchema,
        response: { 200: deskDecisionResponseSchema },
      },
    },
    async (request) => {
      const user = arbitrator(request);
      const { review } = decided(
        await reports.decideAppeal(request.params.publicId, String(user.id), request.body.decision),
        'appeal',
      );
      changed(review);
      await options.notifications.appealDecided(
        review.public_id,
        request.body.decision === 'reinstate',
      );
      return { decided: request.body.decision };
    },
  );
}
