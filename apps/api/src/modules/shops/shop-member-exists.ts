import { sql } from 'kysely';

/**
 * Whether the user is a member of the shop whose id is in `shopIdColumn` (e.g. 's.id'): the one
 * test for speaking in a shop's name (replies to reviews, answers to questions).
 */
export function shopMemberExists(shopIdColumn: string, userId: string) {
  return sql<boolean>`exists (select 1 from shop_members m where m.shop_id = ${sql.ref(shopIdColumn)} and m.user_id = ${userId})`;
}
