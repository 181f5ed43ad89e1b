import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';

export interface SignUpRequest {
  name: string;
  email: string;
  password_hash: string;
}

/** Sign-ups waiting for the link sent to their address (migration 0016): kept by the token's hash, used once. */
export function signUpRequestRepository(db: Kysely<Database>) {
  return {
    async create(request: SignUpRequest & { tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Expired requests are worth nothing: each new one clears them away.
        await trx.deleteFrom('sign_up_requests').where('expires_at', '<', new Date()).execute();
        await trx
          .insertInto('sign_up_requests')
          .values({
            token_hash: request.tokenHash,
            name: request.name,
            email: request.email,
            password_hash: request.password_hash,
            expires_at: request.expiresAt,
          })
          .execute();
      });
    },

    /** The request of an unexpired token; null for any other token. */
    async find(tokenHash: string): Promise<(SignUpRequest & { id: string }) | null> {
      const row = await db
        .selectFrom('sign_up_requests')
        .select(['id', 'name', 'email', 'password_hash'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return row ? { ...row, id: String(row.id) } : null;
    },

    /** A request whose link was used: it works once. */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('sign_up_requests').where('id', '=', id).execute();
    },
  };
}
