import { sql, type Kysely } from 'kysely';
import type { CategorySummary } from '@vouch/contracts';
import type { Database } from '@vouch/db';

export function categoryRepository(db: Kysely<Database>) {
  return {
    /** Every category with its child ids in bar order and its product count. */
    async all(): Promise<CategorySummary[]> {
      return db
        .selectFrom('categories as c')
        .select([
          'c.id',
          'c.name',
          'c.handle',
          'c.level',
          'c.parent_id',
          'c.is_deepest',
          'c.image_url',
          'c.bar_flat_view',
          'c.bar_order',
          'c.page_order',
          'c.path',
          'c.products_count',
          sql<
            number[]
          >`coalesce((select array_agg(child.id order by child.bar_order, child.id) from categories child where child.parent_id = c.id), '{}')`.as(
            'children',
          ),
        ])
        .orderBy('c.level')
        .orderBy('c.bar_order')
        .orderBy('c.id')
        .execute();
    },
  };
}
