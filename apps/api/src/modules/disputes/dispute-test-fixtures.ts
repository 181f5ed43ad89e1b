import { sql } from 'kysely';
import { disputeCreateResponseSchema } from '@vouch/contracts';
import { WAITING_DISPUTE_STATUSES } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_SHOP, SECOND_REVIEWER_ORDER } from '@vouch/seed';
import type { TestApp, TestBrowser } from '../../testing/test-app';

/** The requests and row reads the dispute API tests share. */
export const PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A valid new dispute about the second demo reviewer's order, with `extra` fields over it. */
export const dispute = (extra: object = {}) => ({
  dispute_type: 'damaged_item',
  description: 'The backpack arrived with a torn strap and a broken zip on the main pocket.',
  desired_outcome_type: 'replacement',
  desired_outcome_description: 'Send a new one, please.',
  source_id: SECOND_REVIEWER_ORDER.publicId,
  format: 'json',
  redesign: true,
  ...extra,
});

export async function uploadPdf(browser: TestBrowser, name = 'receipt.pdf', bytes = PDF) {
  return browser.upload('/reviews/reviewer/dispute_files', {
    field: 'file',
    filename: name,
    contentType: 'application/pdf',
    bytes,
  });
}

/** Reads of the test app's database; `testApp` is called at each read (the app starts in beforeAll). */
export function disputeRows(testApp: () => TestApp) {
  const db = () => testApp().database.db;
  const count = async (table: string, where = sql`true`) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(db())
    ).rows[0]!.n;
  return {
    count,
    /** Every row a refused request could have touched, to compare before and after. */
    snapshot: async () => ({
      disputes: (
        await sql`select public_id, status, arbitrator_id, outcome, remedy, counter_offer, updated_at from disputes order by id`.execute(
          db(),
        )
      ).rows,
      messages: await count('dispute_messages'),
      changes: await count('dispute_status_changes'),
      files: (
        await sql`select public_id, dispute_id, message_id from dispute_files order by id`.execute(
          db(),
        )
      ).rows,
    }),
    /** A seeded dispute that is not about the demo shop, and whose reviewer is neither demo reviewer. */
    async foreignDispute(): Promise<string> {
      const { rows } = await sql<{ public_id: string }>`
        select d.public_id from disputes d join shops s on s.id = d.shop_id
        where s.slug <> ${DEMO_SHOP.slug} and d.status = 'in_review' and d.user_id not in (select id from users where email like '%@vouch.test')
        order by d.id limit 1`.execute(db());
      return rows[0]!.public_id;
    },
    /** A new dispute by Sam about Sam's order, once whichever of Sam's disputes still waits is withdrawn (one open dispute an order). */
    async samsNewDispute(sam: TestBrowser): Promise<string> {
      await sql`update disputes set status = 'withdrawn' where user_id = (select id from users where email = ${DEMO_ACCOUNTS.secondReviewer.email})
        and status in (${sql.join(WAITING_DISPUTE_STATUSES)})`.execute(db());
      return disputeCreateResponseSchema.parse(
        (await sam.send('POST', '/reviews/reviewer/disputes', dispute())).json(),
      ).dispute.public_id;
    },
  };
}
