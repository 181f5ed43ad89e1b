import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

/** A shop by its slug, and the role the person asking has in it (null: none). */
export interface ShopAndRole {
  id: string;
  slug: string;
  name: string;
  role: 'owner' | 'member' | null;
}

export async function shopAndRoleOf(
  db: Kysely<Database>,
  slug: string,
  userId: string,
): Promise<ShopAndRole | null> {
  const shop = await db
    .selectFrom('shops as s')
    .leftJoin('shop_members as m', (join) =>
      join.onRef('m.shop_id', '=', 's.id').on('m.user_id', '=', userId),
    )
    .select(['s.id', 's.slug', 's.name', 'm.role'])
    .where('s.slug', '=', slug)
    .executeTakeFirst();
  return shop ?? null;
}
