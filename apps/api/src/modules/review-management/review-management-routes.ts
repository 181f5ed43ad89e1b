import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { publicIdParamsSchema, reviewStateResponseSchema } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { conflict, notFound, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { ProductWidgetCache } from '../reviews/product-widget-cache';
import type { PublicProfileFiguresCache } from '../profiles/public-profile-figures';
import { ownReviewRepository, type ReviewChange } from './review-management-repository';

/**
 * Spec §7 on the reviewer base: `DELETE /reviews/reviewer/reviews/{public_id}` and
 * `PUT .../reviews/{public_id}/restore|publish|unpublish`, for the signed-in reviewer's own reviews.
 */
export async function reviewManagementModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; productWidgets: ProductWidgetCache; profileFigures: PublicProfileFiguresCache },
): Promise<void> {
  const reviews = ownReviewRepository(options.db);

  const handle = (change: ReviewChange) => async (request: FastifyRequest<{ Params: { publicId: string } }>) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in to manage your reviews.');
    const result = await reviews.change(user.id, request.params.publicId, change);
    // Someone else's review answers as a missing one: its existence is not the caller's business.
    if (result === 'not_found') throw notFound('We could not find that review among yours.');
    if (result === 'deleted') throw conflict('This review is deleted. Restore it first.');
    // The product page (or, for a review of the shop itself, its products' all-reviews) and the
    // reviewer's public profile show the change on their next load.
    if (result.productId) options.productWidgets.drop(result.productId);
    else options.productWidgets.dropShop(result.shopId);
    options.profileFigures.drop(user.id);
    return { review: result.review };
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = { params: publicIdParamsSchema, response: { 200: reviewStateResponseSchema } };
  routes.delete('/reviews/reviewer/reviews/:publicId', { schema }, handle('delete'));
  for (const change of ['restore', 'publish', 'unpublish'] as const) routes.put(`/reviews/reviewer/reviews/:publicId/${change}`, { schema }, handle(change));
}
