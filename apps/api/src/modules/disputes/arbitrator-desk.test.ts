import { sql } from 'kysely';
import {
  arbitratorListResponseSchema,
  errorResponseSchema,
  reviewReportQueueResponseSchema,
} from '@vouch/contracts';
import { ARBITRATOR_PAGE_SIZE } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_IDS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';
import { countDeskItems } from './desk-count';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const ids = async (where: ReturnType<typeof sql>, order = sql`d.created_at, d.id`) =>
  (
    await sql<{ public_id: string }>`
      select d.public_id from disputes d join shops s on s.id = d.shop_id join users u on u.id = d.user_id left join orders o on o.id = d.order_id
      where ${where} order by ${order}`.execute(db())
  ).rows.map((row) => row.public_id);
const desk = async (query: string) => {
  const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
  const response = await arbitrator.get(`/reviews/arbitrator?format=json&${query}`);
  expect(response.statusCode).toBe(200);
  return arbitratorListResponseSchema.parse(response.json());
};

describe("the arbitrator's desk: search and views", () => {
  it('finds a case by its dispute id or order id, whatever its status, and by part of a shop’s or reviewer’s name', async () => {
    const [decided] = await ids(sql`d.status = 'decided' and d.order_id is not null`);
    const byId = await desk(`status=all&q=${decided!.toUpperCase()}`);
    expect(byId.disputes.map((row) => row.public_id)).toEqual([decided]);
    // A decided case's row says for whom, as its page does.
    const { outcome } = (
      await sql<{
        outcome: string;
      }>`select outcome from disputes where public_id = ${decided}`.execute(db())
    ).rows[0]!;
    expect(outcome).not.toBeNull();
    expect(byId.disputes[0]!.outcome).toBe(outcome);
    const order = (
      await sql<{
        public_id: string;
      }>`select o.public_id from disputes d join orders o on o.id = d.order_id where d.public_id = ${decided}`.execute(
        db(),
      )
    ).rows[0]!.public_id;
    expect((await desk(`status=all&q=${order}`)).disputes.map((row) => row.public_id)).toContain(
      decided,
    );

    const byShop = await desk('status=all&q=harbor%20OUT');
    expect(byShop.total_results).toBe((await ids(sql`s.slug = ${DEMO_SHOP.slug}`)).length);
    expect(byShop.disputes.every((row) => row.shop_name === DEMO_SHOP.name)).toBe(true);
    const byReviewer = await desk('status=all&q=dana');
    expect(byReviewer.disputes.map((row) => row.public_id)).toEqual(
      (await ids(sql`u.name ilike '%dana%' or s.name ilike '%dana%'`)).slice(
        0,
        ARBITRATOR_PAGE_SIZE,
      ),
    );
  });

  it('takes a search as words: % and _ match only themselves, and nothing found is an empty page', async () => {
    expect(await desk('status=all&q=%25')).toMatchObject({ total_results: 0, disputes: [] });
    expect(await desk('status=all&q=_')).toMatchObject({ total_results: 0, disputes: [] });
    expect(await desk('q=no%20such%20case%20anywhere')).toMatchObject({
      total_results: 0,
      disputes: [],
    });
  });

  it('lists the cases assigned to the viewer, with the status and age filters still applied', async () => {
    const mine = await desk('view=mine&status=all');
    const expected = await ids(sql`d.arbitrator_id = ${DEMO_IDS.arbitrator}`);
    expect(mine.total_results).toBe(expected.length);
    expect(mine.disputes.map((row) => row.public_id)).toEqual(
      expected.slice(0, ARBITRATOR_PAGE_SIZE),
    );
    expect(
      mine.disputes.every((row) => row.arbitrator_name === DEMO_ACCOUNTS.arbitrator.name),
    ).toBe(true);
    const mineInReview = await desk('view=mine&status=in_review');
    expect(mineInReview.total_results).toBe(
      (await ids(sql`d.arbitrator_id = ${DEMO_IDS.arbitrator} and d.status = 'in_review'`)).length,
    );
  });

  it('puts the cases that have waited longest since their last move first, page by page', async () => {
    const expected = await ids(
      sql`d.status in ('open', 'awaiting_shop', 'awaiting_reviewer', 'in_review')`,
      sql`d.updated_at, d.id`,
    );
    const first = await desk('view=longest');
    const second = await desk('view=longest&page=2');
    expect(first.total_results).toBe(expected.length);
    expect([...first.disputes, ...second.disputes].map((row) => row.public_id)).toEqual(
      expected.slice(0, 2 * ARBITRATOR_PAGE_SIZE),
    );
    const moved = first.disputes.map((row) => row.updated_at);
    expect(moved).toEqual([...moved].sort());
  });

  it('answers an unknown view or an overlong search with a 400 that says what is wrong', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    for (const query of ['view=theirs', `q=${'x'.repeat(101)}`]) {
      const response = await arbitrator.get(`/reviews/arbitrator?format=json&${query}`);
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/view|characters/);
    }
  });
});

describe('countDeskItems', () => {
  it('counts the cases waiting for an arbitrator’s move that are theirs or nobody’s, and stops counting one another arbitrator takes', async () => {
    const expected = async (arbitratorId: number) =>
      (
        await ids(
          sql`d.status in ('open', 'in_review') and (d.arbitrator_id = ${arbitratorId} or d.arbitrator_id is null)`,
        )
      ).length;
    const before = await countDeskItems(db(), String(DEMO_IDS.arbitrator));
    expect(before).toBe(await expected(DEMO_IDS.arbitrator));
    expect(before).toBeGreaterThan(0);

    const [unheld] = await ids(sql`d.status in ('open', 'in_review') and d.arbitrator_id is null`);
    const referee = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondArbitrator);
    expect(
      (await referee.send('POST', `/reviews/arbitrator/${unheld}/decisions`, { action: 'take' }))
        .statusCode,
    ).toBe(200);
    expect(await countDeskItems(db(), String(DEMO_IDS.arbitrator))).toBe(before - 1);
  });

  it('equals what the desk lists: the “Waiting for you” cases and every report and appeal waiting', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const waiting = await desk('view=to_move');
    const reports = reviewReportQueueResponseSchema.parse(
      (await arbitrator.get('/reviews/review_reports.json')).json(),
    );
    expect(waiting.total_results).toBeGreaterThan(0);
    expect(
      waiting.disputes.every((row) => row.status === 'open' || row.status === 'in_review'),
    ).toBe(true);
    expect(await countDeskItems(db(), String(DEMO_IDS.arbitrator))).toBe(
      waiting.total_results + reports.reports_total + reports.appeals_total,
    );
  });
});
