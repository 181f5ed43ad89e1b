import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';

export const SIGN_UP_WINDOW_MINUTES = 60;
/** Sign-ups one address may make an hour: a household or an office is not stopped, an account factory is. */
export const MAX_SIGN_UPS_PER_IP = 10;

/**
 * Sign-up attempts counted in the database per address (every attempt that reaches the account
 * insert, taken e-mails included, so the limit also slows anyone probing for registered ones).
 */
export function signUpAttemptRepository(db: Kysely<Database>, limit = MAX_SIGN_UPS_PER_IP) {
  return {
    /** Counts an attempt; false when the address has reached the limit (nothing is counted then). */
    reserve(ip: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // Namespace 2 (sign-in uses 1): attempts sent at once from one address queue here.
        await sql`select pg_advisory_xact_lock(2, hashtext(${ip}))`.execute(trx);
        const { attempts } = await trx
          .selectFrom('signup_attempts')
          .select(sql<number>`count(*)::int`.as('attempts'))
          .where('ip', '=', ip)
          .where(
            'created_at',
            '>',
            sql<Date>`now() - make_interval(mins => ${SIGN_UP_WINDOW_MINUTES})`,
          )
          .executeTakeFirstOrThrow();
        if (attempts >= limit) return false;
        await trx.insertInto('signup_attempts').values({ ip }).execute();
        return true;
      });
    },
  };
}
