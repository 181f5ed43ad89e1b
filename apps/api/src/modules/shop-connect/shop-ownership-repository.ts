import { sql, type Kysely } from 'kysely';
import type { ReviewRequestSettings } from '@vouch/contracts';
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

/** A shop's settings (migration 0033: the review requests' delay). */
export async function reviewRequestSettingsOf(
  db: Kysely<Database>,
  shopId: string,
): Promise<ReviewRequestSettings> {
  return db
    .selectFrom('shops')
    .select('review_request_delay_days')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
}

/**
 * Saves a shop's settings; review requests not sent yet move with a new delay (their orders'
 * fulfilment plus it), so the setting means the same for every order.
 */
export async function saveReviewRequestSettings(
  db: Kysely<Database>,
  shopId: string,
  settings: ReviewRequestSettings,
): Promise<ReviewRequestSettings> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('review_requests as rr')
      .from('orders as o')
      .set({
        due_at: sql`o.fulfilled_at + make_interval(days => ${settings.review_request_delay_days})`,
      })
      .whereRef('o.id', '=', 'rr.order_id')
      .where('rr.shop_id', '=', shopId)
      .where('rr.status', '=', 'scheduled')
      .execute();
    return trx
      .updateTable('shops')
      .set({ review_request_delay_days: settings.review_request_delay_days })
      .where('id', '=', shopId)
      .returning('review_request_delay_days')
      .executeTakeFirstOrThrow();
  });
}
