import { sql } from 'kysely';
import { errorResponseSchema, reviewReportResponseSchema } from '@vouch/contracts';
import { REVIEW_REPORTS_PER_HOUR } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_IDS } from '@vouch/seed';
import {
  createTestApp,
  signedInBrowser,
  signUpThroughLink,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';
import { reviewReportFixtures } from '../../testing/fixtures/review-reports';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { publishedReviewBy } = reviewReportFixtures(() => testApp);
const report = (browser: TestBrowser, reviewPublicId: string) =>
  browser.send('POST', '/reviews/review_reports', {
    review_public_id: reviewPublicId,
    reason: 'fake',
  });
const reportsBy = async (email: string) =>
  (
    await sql<{ count: number }>`select count(*)::int as count from review_reports
      where reporter_id = (select id from users where email = ${email})`.execute(
      testApp.database.db,
    )
  ).rows[0]!.count;

describe('reports of reviews (issue #58 item 5)', () => {
  it('are about a version of the text: once dismissed, an edit may be reported again, the same words too', async () => {
    const review = await publishedReviewBy(DEMO_IDS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const first = reviewReportResponseSchema.parse((await report(sam, review.public_id)).json());
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    expect(
      (
        await arbitrator.send(
          'POST',
          `/reviews/review_reports/${first.report.public_id}/decision`,
          {
            decision: 'dismiss',
          },
        )
      ).statusCode,
    ).toBe(200);
    // The same version again: already reported.
    expect((await report(sam, review.public_id)).statusCode).toBe(409);

    // Its author edits it (to the words it had: what counts is that it was written again).
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const { rows } = await sql<{ rating: number; title: string; body: string }>`
      select rating, title, body from reviews where id = ${review.id}`.execute(testApp.database.db);
    const words = rows[0]!;
    expect(
      (
        await dana.send('PUT', `/reviews/reviewer/reviews/${review.public_id}`, {
          ...words,
          recommended: true,
        })
      ).statusCode,
    ).toBe(200);
    const again = await report(sam, review.public_id);
    expect(again.statusCode).toBe(200);
    expect(reviewReportResponseSchema.parse(again.json()).report.status).toBe('open');
  });

  it(`take ${REVIEW_REPORTS_PER_HOUR} an hour from one person, then say when more are taken, keeping nothing more`, async () => {
    const account = {
      name: 'Rapid Reporter',
      email: 'rapid.reporter@example.com',
      password: 'seven quiet lanterns',
    };
    const browser = new TestBrowser(testApp.app, { remoteAddress: '192.0.2.77' });
    await signUpThroughLink(testApp, browser, account);
    const { rows: reviews } = await sql<{ public_id: string }>`
      select public_id from reviews where published and deleted_at is null and user_id is not null
      order by id limit ${REVIEW_REPORTS_PER_HOUR + 2}`.execute(testApp.database.db);
    for (const review of reviews.slice(0, REVIEW_REPORTS_PER_HOUR))
      expect((await report(browser, review.public_id)).statusCode).toBe(200);
    const refused = await report(browser, reviews[REVIEW_REPORTS_PER_HOUR]!.public_id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(errorResponseSchema.parse(refused.json()).error.message).toMatch(
      /Please wait an hour before reporting more/,
    );
    expect(await reportsBy(account.email)).toBe(REVIEW_REPORTS_PER_HOUR);
  });
});
