import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  myShopsResponseSchema,
  publicIdParamsSchema,
  shopClaimRequestSchema,
  shopClaimResponseSchema,
  shopClaimsResponseSchema,
  verifyShopClaimRequestSchema,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { shopSiteOf, type ShopSite } from '@vouch/domain';
import { badRequest, conflict, HttpError, notFound, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { GuardedFetchOptions } from '../../outbound/guarded-fetch';
import { checkClaim } from './claim-check';
import { shopClaimsRepository, type ShopAtDomain } from './shop-claims-repository';

export interface ShopClaimsModuleOptions {
  db: Kysely<Database>;
  /** How claims fetch shops' sites (the site's origin for the User-Agent, tests' loopback origins). */
  fetchOptions: GuardedFetchOptions;
}

const alreadyOwned = (shop: ShopAtDomain) =>
  conflict(
    `${shop.name} is already claimed on Vouch. Ask its owner to invite you from the shop's inbox.`,
  );

/**
 * Issue #55 item 2: a signed-in reviewer claims a shop, or adds one, by proving its domain. The
 * claim gives them a token; they publish it as a meta tag on the home page or in
 * /.well-known/vouch-verification.txt; the check fetches it and, when found, makes them the owner.
 */
export async function shopClaimsModule(
  app: FastifyInstance,
  options: ShopClaimsModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const claims = shopClaimsRepository(options.db);

  const signedInUser = (request: FastifyRequest) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized('Sign in to connect your shop to Vouch.');
    return user;
  };

  routes.get(
    '/reviews/shop/claims',
    { schema: { response: { 200: shopClaimsResponseSchema } } },
    async (request) => ({ claims: await claims.list(signedInUser(request).id) }),
  );

  routes.post(
    '/reviews/shop/claims',
    { schema: { body: shopClaimRequestSchema, response: { 201: shopClaimResponseSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const site = shopSiteOf(request.body.site) as ShopSite;
      const shop = await claims.shopAtDomain(site.domain);
      if (shop?.owned) throw alreadyOwned(shop);
      const shopName = shop?.name ?? request.body.shop_name;
      if (!shopName)
        throw badRequest(`Vouch has no shop at ${site.domain} yet: enter its name to add it.`, {
          shop_name: 'Enter your shop’s name',
        });
      reply.status(201);
      return { claim: await claims.open(user.id, site, shopName) };
    },
  );

  routes.post(
    '/reviews/shop/claims/:publicId/verify',
    {
      schema: {
        params: publicIdParamsSchema,
        body: verifyShopClaimRequestSchema,
        response: { 200: shopClaimResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const row = await claims.find(user.id, request.params.publicId);
      if (!row) throw notFound('We could not find that claim among yours.');
      // Proven already: the shop is theirs, nothing to fetch.
      if (row.verified_at) return { claim: await claims.view(row) };
      const { method } = request.body;
      const shop = await claims.shopAtDomain(row.domain);
      if (shop?.owned && row.shop_id !== shop.id) throw alreadyOwned(shop);
      const check = await checkClaim(row, method, options.fetchOptions);
      if (!check.proven) {
        const claim = await claims.recordFailure(row, method, check.error);
        throw new HttpError(422, 'not_verified', claim.last_error!);
      }
      const claim = await claims.recordVerified(row, method);
      if (!claim) throw alreadyOwned(shop ?? (await claims.shopAtDomain(row.domain))!);
      return { claim };
    },
  );

  routes.get(
    '/reviews/shop/mine',
    { schema: { response: { 200: myShopsResponseSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const shops = await claims.shopsOf(user.id);
      return { shops };
    },
  );
}
