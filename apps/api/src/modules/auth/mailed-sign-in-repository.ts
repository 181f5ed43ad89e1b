import { sql, type Kysely, type Transaction } from 'kysely';
import {
  MAILED_LINK_REQUESTS_PER_IP_HOUR,
  MAILED_LINKS_PER_ADDRESS,
  MAILED_LINKS_PER_ADDRESS_PER_NETWORK,
  MAILED_SIGN_IN_LINK_MINUTES,
  type MailedSignInKind,
} from '@vouch/domain';
import type { Database } from '@vouch/db';

/** Whether a request for a link may mail one: `ip` when its network asked too often, `address` when the address had its share. */
export type MailedLinkRequestVerdict = 'mail' | 'address_limited' | 'ip_limited';

/**
 * Ends every reset and sign-in link `userId` still has. Called whenever the way into the account
 * changes (a link used, the password changed, the e-mail changed or changed back): a link mailed
 * before then, perhaps to someone who no longer should get in, stops working.
 */
export async function endMailedSignInLinks(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('mailed_sign_in_links')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Password reset and sign-in links (migration 0020), kept by their tokens' hashes, and the requests
 * for them, counted in the database so every API process sees the same limits.
 */
export function mailedSignInRepository(db: Kysely<Database>) {
  /**
   * Uses an unused, unexpired link of `kind`: runs `work` for its account in the same transaction
   * and ends every link the account still has, of either kind, so each works once and none
   * outlives a way in that was just used. Null (nothing done) for any other token.
   */
  function spendLink(
    kind: MailedSignInKind,
    tokenHash: string,
    work: (trx: Transaction<Database>, userId: string) => Promise<void>,
  ) {
    return db.transaction().execute(async (trx): Promise<string | null> => {
      const now = new Date();
      const link = await trx
        .selectFrom('mailed_sign_in_links')
        .select(['id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('kind', '=', kind)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        // Two clicks at once: the second waits, then finds the link used.
        .forUpdate()
        .executeTakeFirst();
      if (!link) return null;
      const userId = String(link.user_id);
      await work(trx, userId);
      await endMailedSignInLinks(trx, userId, now);
      return userId;
    });
  }

  return {
    /**
     * Counts a request for a link of `kind` to `email` from `ip`, whether or not the address has an
     * account. Nothing is counted when a limit is reached. The per-address counts (all networks, and
     * this network's share) run over one link lifetime, so a link mailed within it still works.
     */
    reserveRequest(
      kind: MailedSignInKind,
      email: string,
      ip: string,
    ): Promise<MailedLinkRequestVerdict> {
      return db.transaction().execute(async (trx) => {
        // Namespaces 5 and 6 (sign-in uses 1, sign-up 2, questions 3): requests from one network, then for one
        // address, sent at once queue here, so neither count is read twice before it grows.
        await sql`select pg_advisory_xact_lock(5, hashtext(${ip}))`.execute(trx);
        await sql`select pg_advisory_xact_lock(6, hashtext(${email}))`.execute(trx);
        const counts = await trx
          .selectFrom('mailed_link_requests')
          .select([
            sql<number>`count(*) filter (where email = ${email} and kind = ${kind}
              and created_at > now() - make_interval(mins => ${MAILED_SIGN_IN_LINK_MINUTES[kind]}))::int`.as(
              'by_address',
            ),
            sql<number>`count(*) filter (where email = ${email} and kind = ${kind} and ip = ${ip}
              and created_at > now() - make_interval(mins => ${MAILED_SIGN_IN_LINK_MINUTES[kind]}))::int`.as(
              'by_address_from_ip',
            ),
            sql<number>`count(*) filter (where ip = ${ip})::int`.as('by_ip'),
          ])
          .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
          .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
          .executeTakeFirstOrThrow();
        if (counts.by_ip >= MAILED_LINK_REQUESTS_PER_IP_HOUR) return 'ip_limited';
        if (
          counts.by_address >= MAILED_LINKS_PER_ADDRESS ||
          counts.by_address_from_ip >= MAILED_LINKS_PER_ADDRESS_PER_NETWORK
        )
          return 'address_limited';
        await trx.insertInto('mailed_link_requests').values({ kind, email, ip }).execute();
        return 'mail';
      });
    },

    async create(link: {
      userId: string;
      kind: MailedSignInKind;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Expired links are worth nothing: each new one clears them away.
        await trx.deleteFrom('mailed_sign_in_links').where('expires_at', '<', new Date()).execute();
        await trx
          .insertInto('mailed_sign_in_links')
          .values({
            user_id: link.userId,
            kind: link.kind,
            token_hash: link.tokenHash,
            expires_at: link.expiresAt,
          })
          .execute();
      });
    },

    /** The name and e-mail of the account a working reset link is for (the context its new password is judged in), or undefined. */
    resetLinkOwner(tokenHash: string): Promise<{ name: string; email: string | null } | undefined> {
      return db
        .selectFrom('mailed_sign_in_links as l')
        .innerJoin('users as u', 'u.id', 'l.user_id')
        .select(['u.name', 'u.email'])
        .where('l.token_hash', '=', tokenHash)
        .where('l.kind', '=', 'password_reset')
        .where('l.used_at', 'is', null)
        .where('l.expires_at', '>', new Date())
        .executeTakeFirst();
    },

    /** Signs in with a sign-in link: the account's id, or null for a token that does not work. */
    signIn(tokenHash: string): Promise<string | null> {
      return spendLink('sign_in', tokenHash, async () => {});
    },

    /**
     * Sets a new password with a reset link and ends every session of the account (whoever knew or
     * guessed the old password may hold one): the account's id, or null, changing nothing.
     */
    resetPassword(tokenHash: string, passwordHash: string): Promise<string | null> {
      return spendLink('password_reset', tokenHash, async (trx, userId) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      });
    },
  };
}
