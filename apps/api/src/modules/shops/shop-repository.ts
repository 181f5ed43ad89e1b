import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { ProductPageResponse, ShopData } from '@vouch/contracts';
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

    /** Spec §3 "Product data" and the product's categories, level 1 first; null for no such product. */
    async productPageData(shopSlug: string, handle: string): Promise<Pick<ProductPageResponse, 'product_data' | 'categories_data'> | null> {
      const product = await db
        .selectFrom('products as p')
        .innerJoin('shops as s', 's.id', 'p.shop_id')
        .select(['p.id', 'p.title', 'p.image_url', 'p.retina_image_url', 'p.description', 'p.external_url', 'p.external_id', 'p.handle', 'p.encoded_id', 's.domain', 's.platform'])
        .where('s.slug', '=', shopSlug)
        .where('p.handle', '=', handle)
        .executeTakeFirst();
      if (!product) return null;
      const { rows: categories } = await sql<{ id: number; name: string; handle: string; level: number }>`
        select c.id, c.name, c.handle, c.level from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = ${product.id} order by c.level, c.id`.execute(db);
      const { id: _id, domain, platform, ...fields } = product;
      return {
        product_data: { ...fields, shop_domain: domain, platform, internal_path: `/reviews/stores/${shopSlug}/products/${product.handle}` },
        categories_data: categories,
      };
    },
  };
}

export type ShopRepository = ReturnType<typeof shopRepository>;
