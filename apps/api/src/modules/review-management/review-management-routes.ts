import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import { unauthorized } from '../../http/http-error';
import { ownReviewRepository, type ReviewChange } from './own-review-repository';

/**
 * Spec §7 on the reviewer base: `DELETE /reviews/reviewer/reviews/{public_id}` and
 * `PUT .../reviews/{public_id}/restore|publish|unpublish`, for the signed-in reviewer's own reviews.
 */
export async function reviewManagementModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const reviews = ownReviewRepository(options.db);

  const handle = (change: ReviewChange) => async (request: FastifyRequest<{ Params: { publicId: string } }>) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in to manage your reviews.');
    return reviews.change(user.id, request.params.publicId, change);
  };

  app.delete('/reviews/reviewer/reviews/:publicId', handle('delete'));
  for (const change of ['restore', 'publish', 'unpublish'] as const) app.put(`/reviews/reviewer/reviews/:publicId/${change}`, handle(change));
}
