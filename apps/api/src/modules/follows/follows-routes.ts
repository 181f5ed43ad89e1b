import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  FOLLOWEE_CLASSES,
  type FolloweeClass,
  followsQuerySchema,
  type FollowsResponse,
  type FollowState,
  heartRequestSchema,
  type HeartResponse,
  heartResponseSchema,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { badRequest, notFound, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { followRepository } from './follows-repository';
import type { PublicProfileFiguresCache } from '../profiles';

const emptyState = (): FollowState => ({ Shop: {}, Product: {}, Reviewer: {} });

/** Spec §7 follow and heart: what the signed-in reviewer follows, and the toggle. */
export async function followsModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; profileFigures: PublicProfileFiguresCache },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const follows = followRepository(options.db);

  routes.get(
    '/reviews/profile/follows',
    { schema: { querystring: followsQuerySchema } },
    async (request, reply) => {
      const { user } = request.viewer;
      if (!user) throw unauthorized('Sign in to see what you follow.');
      const query = request.query;
      const state = emptyState();
      await Promise.all(
        FOLLOWEE_CLASSES.map(async (followeeClass) => {
          const ids = query[followeeClass] ?? [];
          const followed = await follows.followedAmong(user.id, followeeClass, ids);
          for (const id of ids) state[followeeClass][id] = followed.has(id);
        }),
      );
      reply.header('cache-control', 'private, no-store');
      const body: FollowsResponse = { existing_followee_ids: state };
      return body;
    },
  );

  routes.post(
    '/reviews/profile/follows/heart',
    { schema: { body: heartRequestSchema, response: { 200: heartResponseSchema } } },
    async (request) => {
      const { user } = request.viewer;
      if (!user) throw unauthorized('Sign in to follow shops, products and reviewers.');
      const body = request.body;
      const [followeeClass, encodedId] = (
        [
          ['Shop', body.shop_enc_id],
          ['Product', body.product_enc_id],
          ['Reviewer', body.reviewer_enc_id],
        ] as [FolloweeClass, string | undefined][]
      ).find(([, id]) => id)! as [FolloweeClass, string];
      const followeeId = await follows.followeeId(followeeClass, encodedId);
      if (!followeeId)
        throw notFound(
          `We could not find that ${followeeClass === 'Reviewer' ? 'reviewer' : followeeClass.toLowerCase()}. It may have been removed.`,
        );
      if (followeeClass === 'Reviewer' && String(followeeId) === String(user.id))
        throw badRequest('You cannot follow yourself.', {
          reviewer_enc_id: 'You cannot follow yourself.',
        });
      const followersCount = await follows.setFollowing(
        user.id,
        followeeClass,
        followeeId,
        body.is_hearting,
      );
      // The follower's public profile counts what they follow; a followed reviewer's shows their followers.
      options.profileFigures.drop(user.id);
      if (followeeClass === 'Reviewer') options.profileFigures.drop(String(followeeId));
      const state = emptyState();
      state[followeeClass][encodedId] = body.is_hearting;
      const answer: HeartResponse = {
        existing_followee_ids: state,
        followers_count: followersCount,
      };
      return answer;
    },
  );
}
