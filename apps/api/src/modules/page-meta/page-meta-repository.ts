import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

/** The few facts page titles and descriptions are made of. */
export function pageMetaRepository(db: Kysely<Database>) {
  return {
    shopBySlug(slug: string) {
      return db.selectFrom('shops').select('name').where('slug', '=', slug).executeTakeFirst();
    },
    productByHandle(shopSlug: string, handle: string) {
      return db
        .selectFrom('products as p')
        .innerJoin('shops as s', 's.id', 'p.shop_id')
        .select(['p.title', 's.name as shop_name'])
        .where('s.slug', '=', shopSlug)
        .where('p.handle', '=', handle)
        .executeTakeFirst();
    },
    categoryByHandle(handle: string) {
      return db
        .selectFrom('categories')
        .select(['name', 'products_count'])
        .where('handle', '=', handle)
        .executeTakeFirst();
    },
  };
}

export type PageMetaRepository = ReturnType<typeof pageMetaRepository>;
