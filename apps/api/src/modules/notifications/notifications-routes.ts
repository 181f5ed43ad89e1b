import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  notificationChoiceRequestSchema,
  notificationChoicesResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
  type NotificationChoicesResponse,
} from '@vouch/contracts';
import {
  NOTIFICATION_KINDS,
  notificationChoiceLabel,
  notificationTopic,
  pagePath,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { acceptFormPosts } from '../../http/form-posts';
import { badRequest, notFound, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { notificationChoicesRepository } from './notification-choices-repository';
import { verifiedUnsubscribeToken } from './unsubscribe-signature';

export interface NotificationsModuleOptions {
  db: Kysely<Database>;
  /** Checks unsubscribe links (the app secret they were signed with). */
  secret: string;
}

/**
 * Issue #29 item 6: the e-mails a person gets, chosen on the edit page or stopped kind by kind
 * from a link in any of them. The link's page and a mail program's one-click POST (RFC 8058) share
 * one address; the signed token, not a session, says whose e-mail it stops.
 */
export async function notificationsModule(
  app: FastifyInstance,
  options: NotificationsModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const choices = notificationChoicesRepository(options.db);
  // A mail program's one-click POST is a form (`List-Unsubscribe=One-Click`) whose fields say nothing the link does not.
  acceptFormPosts(app, 1024);

  const signedInUser = (request: FastifyRequest) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in to choose which e-mails Vouch sends you.');
    return user;
  };

  const choicesOf = async (userId: string): Promise<NotificationChoicesResponse> => {
    const subscribed = await choices.choicesOf(userId);
    return {
      choices: NOTIFICATION_KINDS.map((kind) => ({
        kind,
        label: notificationChoiceLabel(kind),
        subscribed: subscribed[kind],
      })),
    };
  };

  routes.get(
    '/reviews/profile/notifications',
    { schema: { response: { 200: notificationChoicesResponseSchema } } },
    async (request) => choicesOf(signedInUser(request).id),
  );

  routes.put(
    '/reviews/profile/notifications',
    {
      schema: {
        body: notificationChoiceRequestSchema,
        response: { 200: notificationChoicesResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await choices.choose(user.id, request.body.kind, request.body.subscribed);
      return choicesOf(user.id);
    },
  );

  routes.post(
    pagePath('profileUnsubscribe'),
    {
      config: { csrfExempt: true },
      schema: {
        querystring: unsubscribeQuerySchema,
        body: unsubscribeRequestSchema.optional(),
        response: { 200: unsubscribeResponseSchema },
      },
    },
    async (request) => {
      const presented = request.body?.token ?? request.query.token;
      if (!presented)
        throw badRequest('This link is incomplete. Open it again from the e-mail we sent you.');
      const token = verifiedUnsubscribeToken(options.secret, presented);
      if (!token)
        throw badRequest(
          'This unsubscribe link is not one of ours or was cut short. Open it again from the e-mail we sent you.',
        );
      if (!(await choices.unsubscribe(token.encodedUserId, token.kind)))
        throw notFound('The account this link was for no longer exists.');
      return {
        message: `You will get no more e-mails about ${notificationTopic(token.kind)}. You can turn them back on from your profile's edit page.`,
        kind: token.kind,
      };
    },
  );
}
