import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
      return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
    },

    /** Creates a reviewer; returns null when the e-mail is already taken (checked by the unique index). */
    async createReviewer(input: { name: string; email: string; passwordHash: string }): Promise<string | null> {
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
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;

/** Failed sign-ins counted in the database, so every API process sees the same limit. */
export function loginAttemptRepository(db: Kysely<Database>) {
  const since = sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`;
  return {
    async record(email: string, ip: string, succeeded: boolean): Promise<void> {
      await db.insertInto('login_attempts').values({ email, ip, succeeded }).execute();
    },

    async isLimited(email: string, ip: string): Promise<boolean> {
      const row = await db
        .selectFrom('login_attempts')
        .select([
          sql<number>`count(*) filter (where email = ${email})::int`.as('by_email'),
          sql<number>`count(*) filter (where ip = ${ip})::int`.as('by_ip'),
        ])
        .where('succeeded', '=', false)
        .where('created_at', '>', since)
        .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
        .executeTakeFirstOrThrow();
      return row.by_email >= MAX_FAILURES_PER_EMAIL || row.by_ip >= MAX_FAILURES_PER_IP;
    },
  };
}
