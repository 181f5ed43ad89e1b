import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ShopMembersResponse } from '@vouch/contracts';
import { mailedLinkTokenHash as tokenHash } from '../auth';
import type { Database } from '@vouch/db';
import { normalizeEmail } from '@vouch/domain';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

/** Who answers for a shop (migration 0006, roles 0032), and the people its owner invited. */
export function shopMembersRepository(db: Kysely<Database>) {
  return {
    async list(shopId: string): Promise<ShopMembersResponse> {
      const [members, invitations] = await Promise.all([
        db
          .selectFrom('shop_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select(['u.encoded_id', 'u.name', 'u.email', 'm.role'])
          .where('m.shop_id', '=', shopId)
          .orderBy('m.role', 'desc')
          .orderBy('u.name')
          .execute(),
        db
          .selectFrom('shop_invitations')
          .select(['email', 'expires_at'])
          .where('shop_id', '=', shopId)
          .where('accepted_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .orderBy('created_at')
          .execute(),
      ]);
      return {
        members,
        invitations: invitations.map((invitation) => ({
          email: invitation.email,
          expires_at: new Date(invitation.expires_at).toISOString(),
        })),
      };
    },

    /** A new invitation of `email`: the token for its link (only its hash is kept). */
    async invite(shopId: string, email: string, invitedBy: string): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      await db
        .insertInto('shop_invitations')
        .values({
          shop_id: shopId,
          email: normalizeEmail(email),
          token_hash: tokenHash(token),
          invited_by: invitedBy,
          created_at: sql`now()`,
          expires_at: sql`now() + ${`${INVITATION_DAYS} days`}::interval`,
        })
        .execute();
      return token;
    },

    async isMember(shopId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('shop_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('m.user_id')
        .where('m.shop_id', '=', shopId)
        .where('u.email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Makes the signed-in person a member by an invitation to their own address. The shop's name,
     * or why not: the link is unknown, used or expired, or was sent to another address.
     */
    async accept(
      token: string,
      userId: string,
    ): Promise<
      { shop: { slug: string; name: string } } | { refused: 'invalid' | 'other_address' }
    > {
      return db.transaction().execute(async (trx) => {
        const invitation = await trx
          .selectFrom('shop_invitations as i')
          .innerJoin('shops as s', 's.id', 'i.shop_id')
          .select(['i.id', 'i.shop_id', 'i.email', 's.slug', 's.name'])
          .where('i.token_hash', '=', tokenHash(token))
          .where('i.accepted_at', 'is', null)
          .where('i.expires_at', '>', sql<Date>`now()`)
          .forUpdate()
          .executeTakeFirst();
        if (!invitation) return { refused: 'invalid' as const };
        const user = await trx
          .selectFrom('users')
          .select('email')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        if (invitation.email !== user.email) return { refused: 'other_address' as const };
        await trx
          .insertInto('shop_members')
          .values({
            shop_id: invitation.shop_id,
            user_id: userId,
            role: 'member',
            created_at: sql`now()`,
          })
          .onConflict((conflict) => conflict.columns(['shop_id', 'user_id']).doNothing())
          .execute();
        await trx
          .updateTable('shop_invitations')
          .set({ accepted_at: sql`now()` })
          .where('id', '=', invitation.id)
          .execute();
        return { shop: { slug: invitation.slug, name: invitation.name } };
      });
    },

    /** Removes a member; an owner is never removed (the shop would be left with no one to hand out keys). */
    async remove(shopId: string, encodedId: string): Promise<'removed' | 'owner' | 'not_member'> {
      const member = await db
        .selectFrom('shop_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id', 'm.role'])
        .where('m.shop_id', '=', shopId)
        .where('u.encoded_id', '=', encodedId)
        .executeTakeFirst();
      if (!member) return 'not_member';
      if (member.role === 'owner') return 'owner';
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('shop_members')
          .where('shop_id', '=', shopId)
          .where('user_id', '=', member.user_id)
          .execute();
        // An invitation to the same address, not yet used, would let them straight back in.
        await trx
          .updateTable('shop_invitations')
          .set({ expires_at: sql`now()` })
          .where('shop_id', '=', shopId)
          .where('accepted_at', 'is', null)
          .where('email', '=', sql<string>`(select email from users where id = ${member.user_id})`)
          .execute();
      });
      return 'removed';
    },
  };
}
