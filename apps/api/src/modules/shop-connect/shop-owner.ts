import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { SessionUser } from '../auth';
import { forbidden, notFound } from '../../http/http-error';
import { shopAndRoleOf, type ShopAndRole } from './shop-ownership-repository';

/** The shop at `slug` with the role `user` has in it; 404 when there is none. */
async function shopAt(db: Kysely<Database>, slug: string, user: SessionUser): Promise<ShopAndRole> {
  const shop = await shopAndRoleOf(db, slug, user.id);
  if (!shop) throw notFound('We could not find that shop.');
  return shop;
}

/**
 * The shop at `slug` when `user` owns it: 404 when there is none, 403 for anyone else (members
 * answer reviews; only the owner hands out keys and membership).
 */
export async function shopOwnedBy(
  db: Kysely<Database>,
  slug: string,
  user: SessionUser,
): Promise<Omit<ShopAndRole, 'role'>> {
  const { role, ...shop } = await shopAt(db, slug, user);
  if (role !== 'owner')
    throw forbidden('not_shop_owner', `Only the owner of ${shop.name} can do that.`);
  return shop;
}

/** The shop at `slug` when `user` answers for it, as its owner or a member: 404 when there is none, 403 for anyone else. */
export async function shopAnsweredForBy(
  db: Kysely<Database>,
  slug: string,
  user: SessionUser,
): Promise<Omit<ShopAndRole, 'role'>> {
  const { role, ...shop } = await shopAt(db, slug, user);
  if (role === null) throw forbidden('not_shop_member', `Only the ${shop.name} team can see that.`);
  return shop;
}
