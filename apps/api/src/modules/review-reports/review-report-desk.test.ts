import { sql } from 'kysely';
import { reviewReportQueueResponseSchema, reviewReportResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_IDS } from '@vouch/seed';
import {
  createTestApp,
  signedInBrowser,
  type TestApp,
  type TestBrowser,
} from '../../testing/test-app';
import { countDeskItems } from '../disputes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

describe('reinstating on appeal', () => {
  it('reinstates a review its author unpublished while the report waited as unpublished, and tells every reporter', async () => {
    // A seeded review nobody reported, given to the demo reviewer to be its author.
    const { rows } = await sql<{ public_id: string; id: string }>`
      update reviews set user_id = ${DEMO_IDS.reviewer} where id = (
        select id from reviews where published and deleted_at is null and product_id is not null and user_id <> ${DEMO_IDS.reviewer}
          and id not in (select review_id from review_reports) order by id desc limit 1)
      returning id, public_id`.execute(db());
    const review = rows[0]!;
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const reportOf = async (browser: TestBrowser, reason: string) =>
      reviewReportResponseSchema.parse(
        (
          await browser.send('POST', '/reviews/review_reports', {
            review_public_id: review.public_id,
            reason,
          })
        ).json(),
      ).report;
    const first = await reportOf(sam, 'fake');
    await reportOf(owner, 'fake');
    expect(
      (await dana.send('PUT', `/reviews/reviewer/reviews/${review.public_id}/unpublish`))
        .statusCode,
    ).toBe(200);
    const mailed = testApp.outbox.length;
    expect(
      (
        await arbitrator.send('POST', `/reviews/review_reports/${first.public_id}/decision`, {
          decision: 'uphold',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      testApp.outbox
        .slice(mailed)
        .map((mail) => [mail.to, mail.subject])
        .sort(),
    ).toEqual(
      [
        [DEMO_ACCOUNTS.reviewer.email, 'Your review was removed'],
        [DEMO_ACCOUNTS.secondReviewer.email, 'Your report was upheld'],
        [DEMO_ACCOUNTS.shopOwner.email, 'Your report was upheld'],
      ].sort(),
    );
    await dana.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, {
      body: 'It is a real review of a real order of mine.',
    });
    const appeal = reviewReportQueueResponseSchema
      .parse((await arbitrator.get('/reviews/review_reports.json')).json())
      .appeals.find((row) => row.review.public_id === review.public_id)!;
    expect(
      (
        await arbitrator.send('POST', `/reviews/removal_appeals/${appeal.public_id}/decision`, {
          decision: 'reinstate',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await sql`select published, removed_reason from reviews where id = ${review.id}`.execute(
          db(),
        )
      ).rows[0],
    ).toEqual({
      published: false,
      removed_reason: null,
    });
    expect(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from feed_events where review_id = ${review.id}`.execute(db())
      ).rows[0]!.n,
    ).toBe(0);
  });
});

describe('the desk’s reports queue', () => {
  it('shows 50 reports and counts every one waiting, as the menu’s desk count does', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const deskBefore = await countDeskItems(db(), String(DEMO_IDS.arbitrator));
    // Sixty more open reports than the queue shows, of sixty reviews, by the second reviewer.
    const { rows } = await sql<{ id: string }>`
      insert into review_reports (public_id, review_id, reporter_id, reason, review_version)
      select 'rr-many-' || r.id, r.id, ${DEMO_IDS.secondReviewer}, 'fake', coalesce(r.edited_at, r.created_at) from reviews r
      where r.published and (r.user_id is null or r.user_id <> ${DEMO_IDS.secondReviewer})
        and r.id not in (select review_id from review_reports where reporter_id = ${DEMO_IDS.secondReviewer})
      order by r.id limit 60
      returning id`.execute(db());
    try {
      const open = (
        await sql<{
          n: number;
        }>`select count(*)::int as n from review_reports where status = 'open'`.execute(db())
      ).rows[0]!.n;
      const queue = reviewReportQueueResponseSchema.parse(
        (await arbitrator.get('/reviews/review_reports.json')).json(),
      );
      expect(queue.reports).toHaveLength(50);
      expect(queue.reports_total).toBe(open);
      expect(open).toBeGreaterThan(50);
      expect(await countDeskItems(db(), String(DEMO_IDS.arbitrator))).toBe(
        deskBefore + rows.length,
      );
    } finally {
      await sql`delete from review_reports where public_id like 'rr-many-%'`.execute(db());
    }
  });
});
