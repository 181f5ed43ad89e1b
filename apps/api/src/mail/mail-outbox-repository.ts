import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '@vouch/db';

export type OutboxRow = Selectable<MailOutboxTable>;

/** One message as the outbox keeps it, ready to send: already header-safe, with its HTML part. */
export interface QueuedMail {
  to: string;
  toName: string | null;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string | null;
}

/**
 * A message's words go once it is sent or given up: they hold live links (password resets, review
 * requests) that a copy of the database must not hand out. The subject stays, for the record.
 */
const NO_WORDS = { text_body: '', html_body: '' };

/**
 * The outbox and the suppression list: every e-mail's way out (migration 0031). `db` may be a
 * transaction: a message queued with the write it tells of is sent only if that write commits.
 */
export function mailOutboxRepository(db: Kysely<Database>) {
  /** Adds every message of `mails` in one statement (a scheduler's batch); their statuses, in order. */
  const enqueueMany = async (mails: readonly QueuedMail[]): Promise<OutboxRow['status'][]> => {
    if (mails.length === 0) return [];
    const column = <T>(read: (mail: QueuedMail) => T) => mails.map(read);
    const { rows } = await sql<Pick<OutboxRow, 'status'>>`
      insert into mail_outbox
        (to_address, to_name, subject, text_body, html_body, unsubscribe_url, status, due_at, created_at)
      select m.to_address, m.to_name, m.subject,
        case when s.suppressed then '' else m.text_body end,
        case when s.suppressed then '' else m.html_body end,
        m.unsubscribe_url,
        case when s.suppressed then 'suppressed' else 'queued' end,
        now(), now()
      from unnest(
        ${column((mail) => mail.to)}::text[], ${column((mail) => mail.to.toLowerCase())}::text[],
        ${column((mail) => mail.toName)}::text[], ${column((mail) => mail.subject)}::text[],
        ${column((mail) => mail.text)}::text[], ${column((mail) => mail.html)}::text[],
        ${column((mail) => mail.unsubscribeUrl)}::text[]
      ) with ordinality as m(to_address, address, to_name, subject, text_body, html_body, unsubscribe_url, position)
      cross join lateral (select m.unsubscribe_url is not null and exists (
        select 1 from mail_suppressions where address = m.address) as suppressed) s
      order by m.position
      returning status`.execute(db);
    return rows.map((row) => row.status);
  };

  return {
    enqueueMany,

    /**
     * Adds `mail` to the outbox. Mail a person may stop that goes to a suppressed address is kept
     * as 'suppressed', never sent: the row says what was not sent and why.
     */
    async enqueue(mail: QueuedMail): Promise<OutboxRow['status']> {
      const [status] = await enqueueMany([mail]);
      return status!;
    },

    /**
     * Claims up to `limit` due messages for `leaseMs`: queued ones whose time has come, and ones
     * another claim left 'sending' past its lease (its process died mid-send). SKIP LOCKED keeps
     * two processes from claiming one row; the fresh claim token keeps a late finisher from
     * recording an outcome over a newer claim.
     */
    async claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]> {
      const claimToken = randomUUID();
      const due = db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', ['queued', 'sending'])
        .where('due_at', '<=', sql<Date>`now()`)
        .orderBy('due_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      return db
        .updateTable('mail_outbox')
        .set({
          status: 'sending',
          claim_token: claimToken,
          attempts: sql`attempts + 1`,
          due_at: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        })
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    async markSent(row: OutboxRow): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: sql`now()`,
          claim_token: null,
          last_error: null,
          ...NO_WORDS,
        })
        .where('id', '=', row.id)
        .where('claim_token', '=', row.claim_token)
        .execute();
    },

    /** A try failed for now: the message waits `delayMs`, or is given up when older than `giveUpAfterMs`. */
    async markRetry(row: OutboxRow, reason: string, delayMs: number, giveUpAfterMs: number) {
      await db
        .updateTable('mail_outbox')
        .set({
          status: sql`case when created_at < now() - ${giveUpAfterMs} * interval '1 millisecond'
            then 'failed' else 'queued' end`,
          text_body: sql`case when created_at < now() - ${giveUpAfterMs} * interval '1 millisecond'
            then '' else text_body end`,
          html_body: sql`case when created_at < now() - ${giveUpAfterMs} * interval '1 millisecond'
            then '' else html_body end`,
          due_at: sql`now() + ${delayMs} * interval '1 millisecond'`,
          claim_token: null,
          last_error: reason,
        })
        .where('id', '=', row.id)
        .where('claim_token', '=', row.claim_token)
        .execute();
    },

    /** Refused for good; a hard bounce also puts the address on the suppression list. */
    async markFailed(row: OutboxRow, reason: string, hardBounce: boolean): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('mail_outbox')
          .set({ status: 'failed', claim_token: null, last_error: reason, ...NO_WORDS })
          .where('id', '=', row.id)
          .where('claim_token', '=', row.claim_token)
          .executeTakeFirst();
        if (!hardBounce || updated.numUpdatedRows === 0n) return;
        await trx
          .insertInto('mail_suppressions')
          .values({
            address: row.to_address.toLowerCase(),
            reason: 'hard_bounce',
            detail: reason,
            created_at: sql`now()`,
          })
          .onConflict((conflict) => conflict.column('address').doNothing())
          .execute();
      });
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof mailOutboxRepository>;
