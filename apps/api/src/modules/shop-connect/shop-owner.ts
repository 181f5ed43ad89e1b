import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { SessionUser } from '../auth';
import { forbidden, notFound } from '../../http/http-error';
import { shopAndRoleOf, type ShopAndRole } from './shop-ownership-repository';

/**
 * The shop at `slug` when `user` owns it: 404 when there is none, 403 for anyone else (members
 * answer reviews; only the owner hands out keys and membership).
 */
export async function shopOwnedBy(
  db: Kysely<Database>,
  slug: string,
  user: SessionUser,
): Promise<Omit<ShopAndRole, 'role'>> {
  const shop = await shopAndRoleOf(db, slug, user.id);
  if (!shop) throw notFound('We could not find that shop.');
  if (shop.role !== 'owner')
    throw forbidden('not_shop_owner', `Only the owner of ${shop.name} can do that.`);
  return { id: shop.id, slug: shop.slug, name: shop.name };
}
