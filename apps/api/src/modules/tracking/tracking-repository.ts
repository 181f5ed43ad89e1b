import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

export function trackingRepository(db: Kysely<Database>) {
  return {
    async shopIdByEncodedId(encodedId: string): Promise<string | null> {
      const shop = await db
        .selectFrom('shops')
        .select('id')
        .where('encoded_id', '=', encodedId)
        .executeTakeFirst();
      return shop?.id ?? null;
    },

    async productIdInShop(encodedId: string, shopId: string): Promise<string | null> {
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('encoded_id', '=', encodedId)
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      return product?.id ?? null;
    },

    async recordClick(click: {
      shopId: string;
      productId: string | null;
      userId: string | null;
      pageviewId: string | null;
      referrer: string | null;
      firstReferrer: string | null;
      referralPage: string | null;
      journey: string[];
      landingPageParams: Record<string, string>;
    }): Promise<void> {
      await db
        .insertInto('click_events')
        .values({
          shop_id: click.shopId,
          product_id: click.productId,
          user_id: click.userId,
          pageview_id: click.pageviewId,
          referrer: click.referrer,
          first_referrer: click.firstReferrer,
          referral_page: click.referralPage,
          journey: JSON.stringify(click.journey),
          landing_page_params: JSON.stringify(click.landingPageParams),
        })
        .execute();
    },
  };
}
