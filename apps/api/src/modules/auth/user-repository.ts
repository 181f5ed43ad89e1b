import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';

function slugBase(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'reviewer'
  );
}

export function userRepository(db: Kysely<Database>) {
  return {
    findCredentialsByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** The account an address signs in to, for the links mailed to it. */
    findNameByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('email', '=', email)
        .executeTakeFirst();
    },

    /** Stores a hash made at today's cost in place of `previous`, unless the password changed meanwhile. */
    async upgradePasswordHash(userId: string, previous: string, next: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: next })
        .where('id', '=', userId)
        .where('password_hash', '=', previous)
        .execute();
    },

    /**
     * Creates a reviewer; returns null when the e-mail is already taken (checked by the unique
     * index). No password hash: an account made from a review request, claimed later by a reset.
     */
    async createReviewer(input: {
      name: string;
      email: string;
      passwordHash: string | null;
    }): Promise<string | null> {
      const suffix = randomBytes(4).toString('hex');
      const row = await db
        .insertInto('users')
        .values({
          encoded_id: `r${randomBytes(6).toString('hex')}`,
          slug: `${slugBase(input.name)}-${suffix}`,
          email: input.email,
          password_hash: input.passwordHash,
          name: input.name,
          reviewer_name: input.name,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? String(row.id) : null;
    },
  };
}

export const LOGIN_WINDOW_MINUTES = 15;
/** Failures one address may make against one e-mail: a guesser is slowed, the owner elsewhere is not. */
export const MAX_FAILURES_PER_EMAIL_AND_IP = 5;
/** Failures one address may make in all: one machine cannot walk through many accounts. */
export const MAX_FAILURES_PER_IP = 30;
/** Failures against one e-mail from everywhere: a ceiling far above what its owner meets, so a distributed guess still stops. */
export const MAX_FAILURES_PER_EMAIL = 100;

/**
 * Failed sign-ins counted in the database, so every API process sees the same limit. An attempt
 * is counted before its password is checked, under a per-e-mail lock: forty attempts sent at
 * once get five checks between them, not forty (each counts as failed until it succeeds).
 */
export function loginAttemptRepository(db: Kysely<Database>) {
  const since = sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;
  return {
    /** Counts an attempt and returns its id, or null when a limit is reached (nothing is counted then). */
    reserve(email: string, ip: string): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        // Namespace 1 keeps these keys apart from any other advisory lock; held until commit.
        await sql`select pg_advisory_xact_lock(1, hashtext(${email}))`.execute(trx);
        const counts = await trx
          .selectFrom('login_attempts')
          .select([
            sql<number>`count(*) filter (where email = ${email} and ip = ${ip})::int`.as('by_pair'),
            sql<number>`count(*) filter (where ip = ${ip})::int`.as('by_ip'),
            sql<number>`count(*) filter (where email = ${email})::int`.as('by_email'),
          ])
          .where('succeeded', '=', false)
          .where('created_at', '>', since)
          .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
          .executeTakeFirstOrThrow();
        // The per-address count is read under the e-mail's lock only: one address spreading guesses
        // over many e-mails at once may pass 30 by a few, which is the point of no exact limits here.
        const limited =
          counts.by_pair >= MAX_FAILURES_PER_EMAIL_AND_IP ||
          counts.by_ip >= MAX_FAILURES_PER_IP ||
          counts.by_email >= MAX_FAILURES_PER_EMAIL;
        if (limited) return null;
        const row = await trx
          .insertInto('login_attempts')
          .values({ email, ip, succeeded: false })
          .returning('id')
          .executeTakeFirstOrThrow();
        return String(row.id);
      });
    },

    /** Marks a counted attempt as the right password, so it no longer counts against anyone. */
    async succeeded(attemptId: string): Promise<void> {
      await db
        .updateTable('login_attempts')
        .set({ succeeded: true })
        .where('id', '=', attemptId)
        .execute();
    },
  };
}
