import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

/** How widget calls name a shop (spec §7): domain, platform and its public token. */
export interface WidgetShopIdentity {
  shop_domain: string;
  platform: string;
  api_token: string;
}

/** The shop a widget call names, with the one setting widgets check; undefined for none. */
export function widgetShop(db: Kysely<Database>, identity: WidgetShopIdentity) {
  return db
    .selectFrom('shops')
    .select(['id', 'enable_question_answer'])
    .where('domain', '=', identity.shop_domain)
    .where('platform', '=', identity.platform)
    .where('public_token', '=', identity.api_token)
    .executeTakeFirst();
}
