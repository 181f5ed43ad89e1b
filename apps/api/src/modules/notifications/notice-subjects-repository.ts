import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { PlaceOfItem } from './notices';

/** Who a review or question belongs to and where it lives: what a notice about it needs. */
export function noticeSubjectsRepository(db: Kysely<Database>) {
  const placed = <
    T extends {
      shop_slug: string;
      shop_name: string;
      product_handle: string | null;
      product_title: string | null;
    },
  >(
    row: T,
  ): PlaceOfItem => ({
    shopSlug: row.shop_slug,
    shopName: row.shop_name,
    productHandle: row.product_handle,
    productTitle: row.product_title,
  });

  return {
    /** A review's place and, when an account wrote it (imported reviews have none), its author. */
    async review(
      publicId: string,
    ): Promise<{ author: { id: string; slug: string } | null; place: PlaceOfItem } | null> {
      const row = await db
        .selectFrom('reviews as r')
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .innerJoin('shops as s', 's.id', 'r.shop_id')
        .leftJoin('products as p', 'p.id', 'r.product_id')
        .select([
          'r.user_id',
          'u.slug as author_slug',
          's.slug as shop_slug',
          's.name as shop_name',
          'p.handle as product_handle',
          'p.title as product_title',
        ])
        .where('r.public_id', '=', publicId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        author: row.user_id && row.author_slug ? { id: row.user_id, slug: row.author_slug } : null,
        place: placed(row),
      };
    },

    async question(
      questionId: string,
    ): Promise<{ askerId: string; body: string; place: PlaceOfItem } | null> {
      const row = await db
        .selectFrom('questions as q')
        .innerJoin('shops as s', 's.id', 'q.shop_id')
        .leftJoin('products as p', 'p.id', 'q.product_id')
        .select([
          'q.user_id',
          'q.body',
          's.slug as shop_slug',
          's.name as shop_name',
          'p.handle as product_handle',
          'p.title as product_title',
        ])
        .where('q.id', '=', questionId)
        .executeTakeFirst();
      return row?.user_id ? { askerId: row.user_id, body: row.body, place: placed(row) } : null;
    },
  };
}
