import { sql, type Kysely, type Transaction } from 'kysely';
import { ADVISORY_LOCKS, type Database } from '@vouch/db';
import { REVIEW_REQUEST_MAX_AGE_DAYS, REVIEW_REQUEST_LINK_DAYS } from '@vouch/domain';

/** A due request with what its e-mail says. */
export interface DueReviewRequest {
  id: string;
  order_id: string;
  email: string;
  status: 'scheduled' | 'sent' | 'skipped';
  customer_name: string | null;
  placed_at: Date;
  shop_id: string;
  shop_name: string;
  shop_encoded_id: string;
  reviewed: boolean;
  /** The address gets account mail only, or stopped this shop's requests. */
  stopped: boolean;
  titles: string[];
}

/**
 * Schedules the review requests of `orderIds` (orders a shop just sent): one per fulfilled order,
 * due the shop's delay after fulfilment; a request not sent yet follows a changed fulfilment date
 * or address. Orders fulfilled long ago ask nobody.
 */
export async function scheduleReviewRequests(
  trx: Transaction<Database> | Kysely<Database>,
  orderIds: readonly string[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await sql`
    insert into review_requests (order_id, shop_id, email, due_at)
    select o.id, o.shop_id, o.customer_email,
      o.fulfilled_at + make_interval(days => s.review_request_delay_days)
    from orders o join shops s on s.id = o.shop_id
    where o.id = any(${orderIds.map(Number)}::bigint[])
      and o.fulfilled_at is not null and o.customer_email is not null
      and o.fulfilled_at > now() - make_interval(days => ${REVIEW_REQUEST_MAX_AGE_DAYS})
    on conflict (order_id) do update set due_at = excluded.due_at, email = excluded.email
      where review_requests.status = 'scheduled'`.execute(trx);
}

/** Review requests (migration 0033): what is due, what was sent, opened and reviewed. */
export function reviewRequestsRepository(db: Kysely<Database>) {
  const [lockSpace, lockKey] = ADVISORY_LOCKS.reviewRequests;
  return {
    /** Takes this round for the transaction, unless another process has it (then: false, skip the round). */
    async lockRound(trx: Transaction<Database>): Promise<boolean> {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(${lockSpace}, ${lockKey}) as locked`.execute(trx);
      return rows[0]!.locked;
    },

    /** Due requests (first e-mails and reminders), locked for this transaction; others skip them. */
    async claimDue(trx: Transaction<Database>, limit: number): Promise<DueReviewRequest[]> {
      const { rows } = await sql<Omit<DueReviewRequest, 'titles'>>`
        select rr.id, rr.order_id, rr.email, rr.status, o.customer_name, o.placed_at,
          s.id as shop_id, s.name as shop_name, s.encoded_id as shop_encoded_id,
          rr.reviewed_at is not null as reviewed,
          (exists (select 1 from mail_suppressions ms where ms.address = rr.email)
            or exists (select 1 from review_request_opt_outs x where x.email = rr.email and x.shop_id = rr.shop_id)) as stopped
        from review_requests rr
        join orders o on o.id = rr.order_id
        join shops s on s.id = rr.shop_id
        where rr.due_at <= now()
        order by rr.due_at
        limit ${limit}
        for update of rr skip locked`.execute(trx);
      if (rows.length === 0) return [];
      const items = await trx
        .selectFrom('line_items as li')
        .innerJoin('products as p', 'p.id', 'li.product_id')
        .select(['li.order_id', 'p.title'])
        .where(
          'li.order_id',
          'in',
          rows.map((row) => row.order_id),
        )
        .orderBy('li.id')
        .execute();
      const titles = new Map<string, string[]>();
      for (const item of items) {
        const ofOrder = titles.get(item.order_id);
        if (ofOrder) ofOrder.push(item.title);
        else titles.set(item.order_id, [item.title]);
      }
      return rows.map((row) => ({
        ...row,
        titles: titles.get(row.order_id) ?? [],
      }));
    },

    /**
     * The requests or reminders of `sent` went out, each with its new link; a first one waits for
     * its reminder. One statement for a scheduler's batch.
     */
    async recordSent(
      trx: Transaction<Database>,
      sent: readonly { request: DueReviewRequest; tokenHash: string }[],
      reminderDays: number,
    ): Promise<void> {
      if (sent.length === 0) return;
      // The right-hand sides read the row as it was: status 'scheduled' means this was the first e-mail.
      await sql`
        update review_requests rr set
          status = 'sent',
          token_hash = s.token_hash,
          expires_at = now() + make_interval(days => ${REVIEW_REQUEST_LINK_DAYS}),
          sent_at = case when rr.status = 'scheduled' then now() else rr.sent_at end,
          reminded_at = case when rr.status = 'scheduled' then null else now() end,
          due_at = case when rr.status = 'scheduled'
            then now() + make_interval(days => ${reminderDays}) else null end
        from unnest(
          ${sent.map(({ request }) => Number(request.id))}::bigint[],
          ${sent.map(({ tokenHash }) => tokenHash)}::text[]
        ) as s(id, token_hash)
        where rr.id = s.id`.execute(trx);
    },

    /** Nothing more to send: the buyer stopped them, or reviewed before the reminder. */
    async recordDone(trx: Transaction<Database>, done: readonly DueReviewRequest[]): Promise<void> {
      if (done.length === 0) return;
      await sql`
        update review_requests rr set
          status = case when d.stopped and rr.status = 'scheduled' then 'skipped' else rr.status end,
          due_at = null
        from unnest(
          ${done.map((request) => Number(request.id))}::bigint[],
          ${done.map((request) => request.stopped)}::boolean[]
        ) as d(id, stopped)
        where rr.id = d.id`.execute(trx);
    },

    /**
     * Uses a link once: the request it belongs to, now opened, and its link spent; null for a
     * link unknown, spent or expired.
     */
    async spendLink(
      trx: Transaction<Database>,
      tokenHash: string,
    ): Promise<{
      order_id: string;
      shop_id: string;
      email: string;
      customer_name: string | null;
    } | null> {
      const row = await trx
        .updateTable('review_requests as rr')
        .from('orders as o')
        .set({ opened_at: sql`coalesce(rr.opened_at, now())`, token_hash: null })
        .whereRef('o.id', '=', 'rr.order_id')
        .where('rr.token_hash', '=', tokenHash)
        .where('rr.expires_at', '>', sql<Date>`now()`)
        .returning(['rr.order_id', 'rr.shop_id', 'rr.email', 'o.customer_name'])
        .executeTakeFirst();
      return row ?? null;
    },

    /** Gives the buyer's orders at the shop, made before they had an account, to that account. */
    async giveOrdersTo(
      trx: Transaction<Database>,
      userId: string,
      shopId: string,
      email: string,
    ): Promise<void> {
      await trx
        .updateTable('orders')
        .set({ user_id: userId })
        .where('shop_id', '=', shopId)
        .where('customer_email', '=', email)
        .where('user_id', 'is', null)
        .execute();
    },

    /** The buyer stops one shop's requests, or (`all`) every e-mail but account mail. */
    async optOut(email: string, shopId: string | null): Promise<void> {
      if (shopId)
        await db
          .insertInto('review_request_opt_outs')
          .values({ email, shop_id: shopId, created_at: sql`now()` })
          .onConflict((conflict) => conflict.columns(['email', 'shop_id']).doNothing())
          .execute();
      else
        await db
          .insertInto('mail_suppressions')
          .values({ address: email, reason: 'unsubscribed', detail: null, created_at: sql`now()` })
          .onConflict((conflict) => conflict.column('address').doNothing())
          .execute();
    },

    async shopByEncodedId(encodedId: string) {
      return db
        .selectFrom('shops')
        .select(['id', 'name'])
        .where('encoded_id', '=', encodedId)
        .executeTakeFirst();
    },
  };
}
