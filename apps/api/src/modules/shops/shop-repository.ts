import type { Kysely } from 'kysely';
import type { ShopData } from '@vouch/contracts';
import type { Database } from '../../db/schema';

export function shopRepository(db: Kysely<Database>) {
  return {
    /** Spec §3 "Shop data" identity fields of the shop at `/reviews/stores/{slug}`. */
    async shopDataBySlug(slug: string): Promise<ShopData | null> {
      const row = await db
        .selectFrom('shops')
        .select(['name', 'domain', 'platform', 'public_token', 'encoded_id', 'slug', 'country', 'logo_url'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (!row) return null;
      const { slug: shopSlug, logo_url, ...identity } = row;
      return { ...identity, internal_path: `/reviews/stores/${shopSlug}`, logo: logo_url };
    },
  };
}

export type ShopRepository = ReturnType<typeof shopRepository>;
