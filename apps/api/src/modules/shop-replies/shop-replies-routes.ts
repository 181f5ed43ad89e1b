import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  publicIdParamsSchema,
  shopReplyRequestSchema,
  shopReplyResponseSchema,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { forbidden, notFound, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { NotificationEvents } from '../notifications';
import { shopReplyRepository, type ShopReplyResult } from './shop-replies-repository';

/**
 * A shop's public reply under one of its reviews, written by a member of the shop: `PUT` posts or
 * edits it, `DELETE` takes it back. The spec's API has no merchant side; these mirror its reviewer
 * base (`/reviews/reviewer/reviews/{public_id}/...`): the review by public_id, its shop's membership
 * checked on the server, the answer the reply as it now stands.
 */
export async function shopRepliesModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; notifications: NotificationEvents },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const replies = shopReplyRepository(options.db);
  const path = '/reviews/shop/reviews/:publicId/reply';

  const answer = (result: ShopReplyResult) => {
    if (!('refused' in result)) return result;
    if (result.refused === 'not_member')
      throw forbidden(
        'not_shop_member',
        `Only the ${result.shopName} team can reply to its reviews.`,
      );
    // Unpublished and deleted reviews are on no page, so there is nothing to answer.
    throw notFound(
      'We could not find that review among the published ones. Its author may have unpublished it.',
    );
  };

  const signedInUser = (request: FastifyRequest) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in with your shop account to reply to reviews.');
    return user;
  };

  routes.put(
    path,
    {
      schema: {
        params: publicIdParamsSchema,
        body: shopReplyRequestSchema,
        response: { 200: shopReplyResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { body } = request.body;
      const { firstReply, ...replied } = answer(
        await replies.reply(user.id, request.params.publicId, body),
      );
      if (firstReply) await options.notifications.reviewReplied(request.params.publicId, body);
      return replied;
    },
  );

  routes.delete(
    path,
    { schema: { params: publicIdParamsSchema, response: { 200: shopReplyResponseSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return answer(await replies.withdraw(user.id, request.params.publicId));
    },
  );
}
