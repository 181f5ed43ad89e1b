import type { Kysely, Transaction } from 'kysely';
import { emailChangeLinkState, type EmailChangeLinkState } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { endMailedSignInLinks } from '../auth';
import { gravatarHashOf } from './gravatar-hash';

const UNIQUE_VIOLATION = '23505';

/** Why a mailed link did nothing: no such token, its state, or the address went to another account meanwhile. */
export type EmailChangeRefusal =
  'unknown' | Exclude<EmailChangeLinkState, 'usable'> | 'taken' | 'not_yours';

export type EmailChangeOutcome =
  | { ok: true; userId: string; oldEmail: string; newEmail: string }
  | { ok: false; refusal: EmailChangeRefusal };

export interface NewEmailChange {
  userId: string;
  oldEmail: string;
  newEmail: string;
  confirmTokenHash: string;
  undoTokenHash: string;
  confirmExpiresAt: Date;
  undoExpiresAt: Date;
}

/** Sets the sign-in e-mail, and the Gravatar shown for it when the reviewer shows theirs. */
function setEmail(trx: Transaction<Database>, userId: string, email: string) {
  return trx
    .updateTable('users')
    .set((eb) => ({
      email,
      gravatar_hash: eb
        .case()
        .when('gravatar_hash', 'is', null)
        .then(null)
        .else(gravatarHashOf(email))
        .end(),
    }))
    .where('id', '=', userId);
}

/** Ends the confirm links of a reviewer's changes still waiting: one change at a time can be confirmed. */
function endWaitingConfirmLinks(trx: Transaction<Database>, userId: string, now: Date) {
  return trx
    .updateTable('email_change_requests')
    .set({ confirm_expires_at: now })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('undone_at', 'is', null)
    .where('confirm_expires_at', '>', now)
    .execute();
}

/**
 * E-mail changes waiting for proof (migration 0018), kept by their tokens' hashes. Each write is one
 * transaction that locks the request's row, so a link works once even when opened twice at once,
 * and a refused write (unknown, used, expired, address taken) leaves every table as it was.
 */
export function emailChangeRepository(db: Kysely<Database>) {
  async function inTransaction(
    work: (trx: Transaction<Database>) => Promise<EmailChangeOutcome>,
  ): Promise<EmailChangeOutcome> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      // The unique index of users.email refused the address: the whole transaction was rolled back.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        return { ok: false, refusal: 'taken' };
      throw error;
    }
  }

  return {
    /** Changes the reviewer asked for since `since`: a few a day are enough for anyone. */
    async countSince(userId: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('email_change_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Stores a change; an earlier one still waiting can no longer be confirmed (its undo link still works). */
    async create(change: NewEmailChange): Promise<void> {
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        // Requests whose undo link has expired are worth nothing: each new one clears them away.
        await trx.deleteFrom('email_change_requests').where('undo_expires_at', '<', now).execute();
        await endWaitingConfirmLinks(trx, change.userId, now);
        await trx
          .insertInto('email_change_requests')
          .values({
            user_id: change.userId,
            old_email: change.oldEmail,
            new_email: change.newEmail,
            confirm_token_hash: change.confirmTokenHash,
            undo_token_hash: change.undoTokenHash,
            confirm_expires_at: change.confirmExpiresAt,
            undo_expires_at: change.undoExpiresAt,
          })
          .execute();
      });
    },

    /**
     * The confirm link, opened by the account that asked: the address becomes the new one. Refused
     * when the token is unknown, used or expired, when another account asks, or when the address was
     * taken meanwhile (someone signed up with it: it was never reserved).
     */
    confirm(tokenHash: string, userId: string): Promise<EmailChangeOutcome> {
      return inTransaction(async (trx) => {
        const now = new Date();
        const row = await trx
          .selectFrom('email_change_requests')
          .selectAll()
          .where('confirm_token_hash', '=', tokenHash)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return { ok: false, refusal: 'unknown' };
        const state = emailChangeLinkState(
          { usedAt: row.confirmed_at ?? row.undone_at, expiresAt: row.confirm_expires_at },
          now,
        );
        if (state !== 'usable') return { ok: false, refusal: state };
        if (String(row.user_id) !== userId) return { ok: false, refusal: 'not_yours' };
        // Only from the address the change was asked from: anything else means it was overtaken.
        const changed = await setEmail(trx, userId, row.new_email)
          .where('email', '=', row.old_email)
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) return { ok: false, refusal: 'expired' };
        await trx
          .updateTable('email_change_requests')
          .set({ confirmed_at: now })
          .where('id', '=', row.id)
          .execute();
        await endMailedSignInLinks(trx, userId, now);
        return { ok: true, userId, oldEmail: row.old_email, newEmail: row.new_email };
      });
    },

    /**
     * The undo link, opened by whoever reads the old address (signed in or not): a confirmed change
     * is reversed, one still waiting can no longer be confirmed, and every session of the account
     * ends, as someone else may hold one. Refused when unknown, used or expired, or when another
     * account took the old address meanwhile.
     */
    undo(tokenHash: string): Promise<EmailChangeOutcome> {
      return inTransaction(async (trx) => {
        const now = new Date();
        const row = await trx
          .selectFrom('email_change_requests')
          .selectAll()
          .where('undo_token_hash', '=', tokenHash)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return { ok: false, refusal: 'unknown' };
        const state = emailChangeLinkState(
          { usedAt: row.undone_at, expiresAt: row.undo_expires_at },
          now,
        );
        if (state !== 'usable') return { ok: false, refusal: state };
        const userId = String(row.user_id);
        if (row.confirmed_at) await setEmail(trx, userId, row.old_email).execute();
        await trx
          .updateTable('email_change_requests')
          .set({ undone_at: now })
          .where('id', '=', row.id)
          .execute();
        await endWaitingConfirmLinks(trx, userId, now);
        // A reset or sign-in link asked for at the address being undone must not let its reader back in.
        await endMailedSignInLinks(trx, userId, now);
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        return { ok: true, userId, oldEmail: row.old_email, newEmail: row.new_email };
      });
    },
  };
}
