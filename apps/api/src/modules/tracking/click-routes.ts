import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { clickRequestSchema } from '@vouch/contracts';
import { clickTrackingAllowed, cookieConsentFrom } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { badRequest } from '../../http/http-error';
import { parseWith } from '../../http/parse-with';

/** Spec §7 `POST /reviews/click`: a click through to a shop, with the visitor's journey. */
export async function clickTrackingModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.post('/reviews/click', async (request, reply) => {
    const click = parseWith(clickRequestSchema, request.body);
    // The client sends nothing without consent; the server refuses to keep it all the same.
    if (!clickTrackingAllowed(cookieConsentFrom(request.headers.cookie ?? ''))) return reply.status(204).send();
    const shop = await options.db.selectFrom('shops').select('id').where('encoded_id', '=', click.shop_id).executeTakeFirst();
    if (!shop) throw badRequest('That shop is not on Vouch.', { shop_id: 'Unknown shop' });
    const product = click.product_id
      ? await options.db.selectFrom('products').select('id').where('encoded_id', '=', click.product_id).where('shop_id', '=', shop.id).executeTakeFirst()
      : undefined;
    if (click.product_id && !product) throw badRequest('That product is not in this shop.', { product_id: 'Unknown product' });
    await options.db
      .insertInto('click_events')
      .values({
        shop_id: shop.id,
        product_id: product?.id ?? null,
        user_id: request.viewer.user?.id ?? null,
        pageview_id: click.pageview_id ?? null,
        referrer: click.referral ?? null,
        first_referrer: click.tracking_data.first_referrer ?? null,
        referral_page: click.referral_page ?? null,
        journey: JSON.stringify(click.tracking_data.journey),
        landing_page_params: JSON.stringify(click.tracking_data.landing_page_params ?? {}),
      })
      .execute();
    return reply.status(204).send();
  });
}
