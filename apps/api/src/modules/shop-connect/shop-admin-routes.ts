import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  acceptInvitationRequestSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  apiKeysResponseSchema,
  createApiKeyRequestSchema,
  createdApiKeyResponseSchema,
  inviteMemberRequestSchema,
  memberParamsSchema,
  shopMembersResponseSchema,
  reviewRequestSettingsSchema,
  shopSlugParamsSchema,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { pagePath } from '@vouch/domain';
import { z } from 'zod';
import { conflict, forbidden, gone, notFound, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { Mailer } from '../../mail/mailer';
import { apiKeysRepository } from './api-keys-repository';
import { INVITATION_DAYS, shopMembersRepository } from './shop-members-repository';
import { shopOwnedBy } from './shop-owner';
import { saveReviewRequestSettings, reviewRequestSettingsOf } from './shop-ownership-repository';

export interface ShopAdminModuleOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  publicOrigin: string;
}

/**
 * Issue #55 items 2 and 3: what a shop's owner hands out. API keys for the orders API (the secret
 * shown once), and membership: members answer reviews and disputes in the inbox as the owner does.
 */
export async function shopAdminModule(
  app: FastifyInstance,
  options: ShopAdminModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const keys = apiKeysRepository(db);
  const members = shopMembersRepository(db);

  const signedInUser = (request: FastifyRequest) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in with your shop account to continue.');
    return user;
  };

  routes.get(
    '/reviews/shop/:shop/api_keys',
    { schema: { params: shopSlugParamsSchema, response: { 200: apiKeysResponseSchema } } },
    async (request) => {
      const shop = await shopOwnedBy(db, request.params.shop, signedInUser(request));
      return { api_keys: await keys.list(shop.id) };
    },
  );

  routes.post(
    '/reviews/shop/:shop/api_keys',
    {
      schema: {
        params: shopSlugParamsSchema,
        body: createApiKeyRequestSchema,
        response: { 201: createdApiKeyResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const shop = await shopOwnedBy(db, request.params.shop, user);
      const { apiKey, secret } = await keys.create(
        shop.id,
        user.id,
        request.body.name,
        request.body.scopes,
      );
      reply.status(201);
      return { api_key: apiKey, secret };
    },
  );

  routes.delete(
    '/reviews/shop/:shop/api_keys/:publicId',
    {
      schema: {
        params: apiKeyParamsSchema,
        response: { 200: z.object({ api_key: apiKeySchema }) },
      },
    },
    async (request) => {
      const shop = await shopOwnedBy(db, request.params.shop, signedInUser(request));
      const revoked = await keys.revoke(shop.id, request.params.publicId);
      if (!revoked) throw notFound(`${shop.name} has no such key.`);
      return { api_key: revoked };
    },
  );

  routes.get(
    '/reviews/shop/:shop/review_requests',
    { schema: { params: shopSlugParamsSchema, response: { 200: reviewRequestSettingsSchema } } },
    async (request) => {
      const shop = await shopOwnedBy(db, request.params.shop, signedInUser(request));
      return reviewRequestSettingsOf(db, shop.id);
    },
  );

  routes.put(
    '/reviews/shop/:shop/review_requests',
    {
      schema: {
        params: shopSlugParamsSchema,
        body: reviewRequestSettingsSchema,
        response: { 200: reviewRequestSettingsSchema },
      },
    },
    async (request) => {
      const shop = await shopOwnedBy(db, request.params.shop, signedInUser(request));
      return saveReviewRequestSettings(db, shop.id, request.body);
    },
  );

  routes.get(
    '/reviews/shop/:shop/members',
    { schema: { params: shopSlugParamsSchema, response: { 200: shopMembersResponseSchema } } },
    async (request) => {
      const shop = await shopOwnedBy(db, request.params.shop, signedInUser(request));
      return members.list(shop.id);
    },
  );

  routes.post(
    '/reviews/shop/:shop/members',
    {
      schema: {
        params: shopSlugParamsSchema,
        body: inviteMemberRequestSchema,
        response: { 201: shopMembersResponseSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const shop = await shopOwnedBy(db, request.params.shop, user);
      const { email } = request.body;
      if (await members.isMember(shop.id, email))
        throw conflict(`${email} is a member of ${shop.name} already.`, {
          email: 'Already a member',
        });
      const token = await members.invite(shop.id, email, user.id);
      const link = `${options.publicOrigin}${pagePath('shopConnect')}?invitation=${token}`;
      await options.mailer.send({
        to: email,
        subject: `${user.name} invited you to answer for ${shop.name} on Vouch`,
        text:
          `${user.name} invited you to answer reviews, questions and disputes for ${shop.name} on Vouch.\n\n` +
          `Accept within ${INVITATION_DAYS} days (sign in or sign up with this address first): ${link}\n\n` +
          'If you did not expect this, ignore this e-mail.',
      });
      reply.status(201);
      return members.list(shop.id);
    },
  );

  routes.delete(
    '/reviews/shop/:shop/members/:encodedId',
    { schema: { params: memberParamsSchema, response: { 200: shopMembersResponseSchema } } },
    async (request) => {
      const shop = await shopOwnedBy(db, request.params.shop, signedInUser(request));
      const removed = await members.remove(shop.id, request.params.encodedId);
      if (removed === 'not_member') throw notFound(`That person is not a member of ${shop.name}.`);
      if (removed === 'owner')
        throw forbidden('owner_stays', `The owner of ${shop.name} cannot be removed.`);
      return members.list(shop.id);
    },
  );

  routes.post(
    '/reviews/shop/invitations/accept',
    {
      schema: {
        body: acceptInvitationRequestSchema,
        response: { 200: z.object({ shop: z.object({ slug: z.string(), name: z.string() }) }) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const accepted = await members.accept(request.body.token, user.id);
      if ('shop' in accepted) return accepted;
      if (accepted.refused === 'other_address')
        throw forbidden(
          'invitation_for_another_address',
          'This invitation was sent to another e-mail address: sign in with that address to accept it.',
        );
      throw gone(
        'This invitation has expired or was used already. Ask the shop’s owner for a new one.',
      );
    },
  );
}
