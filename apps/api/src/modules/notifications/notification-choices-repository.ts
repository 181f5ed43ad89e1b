import type { Kysely } from 'kysely';
import { NOTIFICATION_KINDS, type NotificationKind } from '@vouch/domain';
import type { Database } from '@vouch/db';

/** Who gets a notification: their address and the id their unsubscribe link names. */
export interface NotificationRecipient {
  email: string;
  name: string;
  encodedId: string;
}

/** Each kind of e-mail is on until its person opts out; an opt-out is a row. */
export function notificationChoicesRepository(db: Kysely<Database>) {
  return {
    async choicesOf(userId: string): Promise<Record<NotificationKind, boolean>> {
      const rows = await db
        .selectFrom('notification_opt_outs')
        .select('kind')
        .where('user_id', '=', userId)
        .execute();
      const optedOut = new Set(rows.map((row) => row.kind));
      return Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kind, !optedOut.has(kind)]),
      ) as Record<NotificationKind, boolean>;
    },

    async choose(userId: string, kind: NotificationKind, subscribed: boolean): Promise<void> {
      if (subscribed) {
        await db
          .deleteFrom('notification_opt_outs')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .execute();
      } else {
        await db
          .insertInto('notification_opt_outs')
          .values({ user_id: userId, kind })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    },

    /** Opts the person an unsubscribe link names out; false when no such person is left. */
    async unsubscribe(encodedUserId: string, kind: NotificationKind): Promise<boolean> {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('encoded_id', '=', encodedUserId)
        .executeTakeFirst();
      if (!user) return false;
      await db
        .insertInto('notification_opt_outs')
        .values({ user_id: user.id, kind })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return true;
    },

    /** The person to mail about `kind`, or null when they opted out or have no address. */
    async recipient(userId: string, kind: NotificationKind): Promise<NotificationRecipient | null> {
      const row = await db
        .selectFrom('users as u')
        .select(['u.email', 'u.name', 'u.encoded_id'])
        .where('u.id', '=', userId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('notification_opt_outs as o')
                .select('o.kind')
                .whereRef('o.user_id', '=', 'u.id')
                .where('o.kind', '=', kind),
            ),
          ),
        )
        .executeTakeFirst();
      return row?.email ? { email: row.email, name: row.name, encodedId: row.encoded_id } : null;
    },
  };
}
