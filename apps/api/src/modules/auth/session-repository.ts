import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';

export const SESSION_TTL_DAYS = 30;

export interface SessionUser {
  id: string;
  encoded_id: string;
  name: string;
  slug: string;
  role: 'reviewer' | 'arbitrator';
  avatar_url: string | null;
  avatar_retina_url: string | null;
  gravatar_hash: string | null;
  currency: string;
  country: string | null;
  tos_accepted: boolean;
  verified_buyer: boolean;
  /** Encoded ids of the shops the user answers for. */
  managed_shop_ids: string[];
  /**
   * Set on a session opened from a review request's link: it may write the reviews of this order
   * and nothing else (issue #55). Null for a session signed in with a password or sign-in link.
   */
  review_order_id: string | null;
}

/** A session's row id: a hash of its cookie's token, so a leaked table holds no usable cookie. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Sessions live in the database (no process memory), keyed by a hash of the cookie's token. */
export function sessionRepository(db: Kysely<Database>) {
  return {
    /** A new session's cookie token; `reviewOrderId` limits it to writing that order's reviews. */
    async create(
      userId: string,
      userAgent: string | undefined,
      reviewOrderId: string | null = null,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insertInto('sessions')
        .values({
          id: sessionIdOf(token),
          user_id: userId,
          // A review request's session is for writing now, not for staying signed in.
          expires_at: new Date(Date.now() + (reviewOrderId ? 1 : SESSION_TTL_DAYS) * 86_400_000),
          user_agent: userAgent?.slice(0, 300) ?? null,
          review_order_id: reviewOrderId,
        })
        .execute();
      return token;
    },

    async userForToken(token: string): Promise<SessionUser | null> {
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .where('s.id', '=', sessionIdOf(token))
        .where('s.expires_at', '>', sql<Date>`now()`)
        .select([
          'u.id',
          'u.encoded_id',
          'u.name',
          'u.slug',
          'u.role',
          'u.avatar_url',
          'u.avatar_retina_url',
          'u.gravatar_hash',
          'u.currency',
          'u.country',
          's.review_order_id',
          sql<boolean>`u.tos_accepted_at is not null`.as('tos_accepted'),
          sql<boolean>`exists (select 1 from orders o where o.user_id = u.id)`.as('verified_buyer'),
          sql<
            string[]
          >`array(select sh.encoded_id from shop_members m join shops sh on sh.id = m.shop_id where m.user_id = u.id order by sh.encoded_id)`.as(
            'managed_shop_ids',
          ),
        ])
        .executeTakeFirst();
      return row ? { ...row, id: String(row.id) } : null;
    },

    async destroy(token: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionIdOf(token)).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
