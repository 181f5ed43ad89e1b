import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { clickRequestSchema, cookieConsentFormSchema } from '@vouch/contracts';
import {
  clickTrackingAllowed,
  consentCookie,
  cookieConsentFrom,
  COOKIE_CONSENT_FORM_PATH,
  safeReturnPath,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { acceptFormPosts } from '../../http/form-posts';
import { badRequest } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { trackingRepository } from './tracking-repository';

/** Spec §7 `POST /reviews/click`: a click through to a shop, with the visitor's journey. */
export async function clickTrackingModule(
  app: FastifyInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tracking = trackingRepository(options.db);
  acceptFormPosts(app);

  // Issue #58: the cookie bar works without script (and for a click before the page's script
  // starts): its form posts here, the cookie is set as the bar's script would, and back to the page.
  routes.post(
    COOKIE_CONSENT_FORM_PATH,
    {
      schema: { body: cookieConsentFormSchema },
      config: {
        pageForm: {
          refusedAt: (request) => {
            const back = (request.body as Record<string, unknown> | undefined)?.return_to;
            return safeReturnPath(typeof back === 'string' ? back : null);
          },
        },
      },
    },
    async (request, reply) =>
      reply
        .header('set-cookie', consentCookie(request.body.choice === 'accept'))
        .redirect(safeReturnPath(request.body.return_to), 303),
  );
  routes.post(
    '/reviews/click',
    { schema: { body: clickRequestSchema } },
    async (request, reply) => {
      const click = request.body;
      // The client sends nothing without consent; the server refuses to keep it all the same.
      if (!clickTrackingAllowed(cookieConsentFrom(request.headers.cookie ?? '')))
        return reply.status(204).send();
      const shopId = await tracking.shopIdByEncodedId(click.shop_id);
      if (!shopId) throw badRequest('That shop is not on Vouch.', { shop_id: 'Unknown shop' });
      const productId = click.product_id
        ? await tracking.productIdInShop(click.product_id, shopId)
        : null;
      if (click.product_id && !productId)
        throw badRequest('That product is not in this shop.', { product_id: 'Unknown product' });
      await tracking.recordClick({
        shopId,
        productId,
        userId: request.viewer.user?.id ?? null,
        pageviewId: click.pageview_id ?? null,
        referrer: click.referral ?? null,
        firstReferrer: click.tracking_data.first_referrer ?? null,
        referralPage: click.referral_page ?? null,
        journey: click.tracking_data.journey,
        landingPageParams: click.tracking_data.landing_page_params ?? {},
      });
      return reply.status(204).send();
    },
  );
}
