import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { shopReplyRequestSchema } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { unauthorized } from '../../http/http-error';
import { parseWith } from '../../http/parse-with';
import { shopReplyRepository } from './shop-reply-repository';

type ReplyRequest = FastifyRequest<{ Params: { publicId: string } }>;

/**
 * A shop's public reply under one of its reviews, written by a member of the shop: `PUT` posts or
 * edits it, `DELETE` takes it back. The spec's API has no merchant side; these mirror its reviewer
 * base (`/reviews/reviewer/reviews/{public_id}/...`): the review by public_id, its shop's membership
 * checked on the server, the answer the reply as it now stands.
 */
export async function shopRepliesModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const replies = shopReplyRepository(options.db);
  const path = '/reviews/shop/reviews/:publicId/reply';

  const signedInUser = (request: ReplyRequest) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in with your shop account to reply to reviews.');
    return user;
  };

  app.put(path, async (request: ReplyRequest) => {
    const user = signedInUser(request);
    const { body } = parseWith(shopReplyRequestSchema, request.body);
    return replies.reply(user.id, request.params.publicId, body);
  });

  app.delete(path, async (request: ReplyRequest) => {
    const user = signedInUser(request);
    return replies.withdraw(user.id, request.params.publicId);
  });
}
