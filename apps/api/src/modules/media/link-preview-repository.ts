import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

/** What a product's or shop's preview picture is drawn from, by the encoded id its address carries. */
export function linkPreviewRepository(db: Kysely<Database>) {
  return {
    /** The product's picture address; null when there is no such product or it has none. */
    async productPicture(encodedId: string): Promise<string | null> {
      const row = await db
        .selectFrom('products')
        .select('image_url')
        .where('encoded_id', '=', encodedId)
        .executeTakeFirst();
      return row?.image_url ?? null;
    },

    /** The shop's logo address; null when there is no such shop or it has none. */
    async shopLogo(encodedId: string): Promise<string | null> {
      const row = await db
        .selectFrom('shops')
        .select('logo_url')
        .where('encoded_id', '=', encodedId)
        .executeTakeFirst();
      return row?.logo_url ?? null;
    },
  };
}
