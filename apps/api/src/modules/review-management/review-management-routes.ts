import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  publicIdParamsSchema,
  reviewEditRequestSchema,
  reviewEditResponseSchema,
  reviewStateResponseSchema,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { badRequest, conflict, notFound, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { type ProductWidgetCache, reviewRepository } from '../reviews';
import type { PublicProfileFiguresCache } from '../profiles';
import { ownReviewRepository, type ReviewChange } from './review-management-repository';

/**
 * Spec §7 on the reviewer base: `DELETE /reviews/reviewer/reviews/{public_id}` and
 * `PUT .../reviews/{public_id}/restore|publish|unpublish`, for the signed-in reviewer's own reviews.
 */
export async function reviewManagementModule(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    productWidgets: ProductWidgetCache;
    profileFigures: PublicProfileFiguresCache;
  },
): Promise<void> {
  const reviews = ownReviewRepository(options.db);
  const shownReviews = reviewRepository(options.db);

  const handle =
    (change: ReviewChange) => async (request: FastifyRequest<{ Params: { publicId: string } }>) => {
      const { user } = request.viewer;
      if (!user) throw unauthorized('Sign in to manage your reviews.');
      const result = await reviews.change(user.id, request.params.publicId, change);
      // Someone else's review answers as a missing one: its existence is not the caller's business.
      if (result === 'not_found') throw notFound('We could not find that review among yours.');
      if (result === 'deleted') throw conflict('This review is deleted. Restore it first.');
      if (result === 'removed')
        throw conflict(
          'An arbitrator removed this review after a report, so it cannot be published. You can appeal the removal once.',
        );
      dropFigures(user.id, result);
      return { review: result.review };
    };

  // The product page (or, for a review of the shop itself, its products' all-reviews) and the
  // reviewer's public profile show a change on their next load.
  const dropFigures = (userId: string, moved: { productId: string | null; shopId: string }) => {
    if (moved.productId) options.productWidgets.drop(moved.productId);
    else options.productWidgets.dropShop(moved.shopId);
    options.profileFigures.drop(userId);
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Issue #29, item 1: the author edits a review; refusals leave it as it was.
  routes.put(
    '/reviews/reviewer/reviews/:publicId',
    {
      schema: {
        params: publicIdParamsSchema,
        body: reviewEditRequestSchema,
        response: { 200: reviewEditResponseSchema },
      },
    },
    async (request) => {
      const { user } = request.viewer;
      if (!user) throw unauthorized('Sign in to edit your reviews.');
      const result = await reviews.edit(user.id, request.params.publicId, request.body);
      if (result.kind === 'not_found') throw notFound('We could not find that review among yours.');
      if (result.kind === 'deleted') throw conflict(result.message);
      if (result.kind === 'media_not_found')
        throw badRequest('A picture or video of this review is no longer there. Add it again.', {
          pictures: 'Add it again',
        });
      if (result.kind === 'invalid')
        throw badRequest(Object.values(result.errors).join('. '), result.errors);
      dropFigures(user.id, result);
      const [shown] = await shownReviews.reviewsByIds([Number(result.id)]);
      const { public_id, published, held_reason, product_path } = result;
      return { review: { public_id, published, held_reason, product_path }, shown: shown ?? null };
    },
  );

  const schema = { params: publicIdParamsSchema, response: { 200: reviewStateResponseSchema } };
  routes.delete('/reviews/reviewer/reviews/:publicId', { schema }, handle('delete'));
  for (const change of ['restore', 'publish', 'unpublish'] as const)
    routes.put(`/reviews/reviewer/reviews/:publicId/${change}`, { schema }, handle(change));
}
