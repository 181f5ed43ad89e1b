import type { Kysely } from 'kysely';
import { reviewerDisplayName } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { endMailedSignInLinks, sessionIdOf } from '../auth';

export interface ProfileChanges {
  subscribed_rs?: boolean;
  name?: string;
  short_display_name?: boolean;
  country?: string | null;
  currency?: string;
  gravatar_hash?: string | null;
}

/** What a reviewer changes about their own account: each write touches only the signed-in user's row. */
export function profileSettingsRepository(db: Kysely<Database>) {
  return {
    async update(userId: string, changes: ProfileChanges): Promise<void> {
      if (Object.keys(changes).length === 0) return;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
        // Reviews carry the name they are shown with; a new name or form reaches every one of them.
        if (changes.name !== undefined || changes.short_display_name !== undefined) {
          const user = await trx
            .selectFrom('users')
            .select(['name', 'short_display_name'])
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('reviews')
            .set({ reviewer_display_name: reviewerDisplayName(user.name, user.short_display_name) })
            .where('user_id', '=', userId)
            .execute();
        }
      });
    },

    /** Sets the avatar's two addresses; answers the previous ones, for their files to be removed. */
    async setAvatar(
      userId: string,
      avatar: { normal: string; retina: string },
    ): Promise<{ avatar_url: string | null; avatar_retina_url: string | null }> {
      return db.transaction().execute(async (trx) => {
        const previous = await trx
          .selectFrom('users')
          .select(['avatar_url', 'avatar_retina_url'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('users')
          .set({ avatar_url: avatar.normal, avatar_retina_url: avatar.retina })
          .where('id', '=', userId)
          .execute();
        return previous;
      });
    },

    passwordHashOf(
      userId: string,
    ): Promise<{ email: string | null; password_hash: string | null } | undefined> {
      return db
        .selectFrom('users')
        .select(['email', 'password_hash'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Changes the password and ends every other session and every mailed sign-in link of the account, in one transaction. */
    async changePassword(
      userId: string,
      passwordHash: string,
      keepSessionToken: string,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .execute();
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', userId)
          .where('id', '!=', sessionIdOf(keepSessionToken))
          .execute();
        await endMailedSignInLinks(trx, userId, new Date());
      });
    },
  };
}
