import { sql } from 'kysely';
import {
  deskDecisionResponseSchema,
  errorResponseSchema,
  removalAppealResponseSchema,
  reviewReportQueueResponseSchema,
  reviewReportResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_IDS } from '@vouch/seed';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';
import { countDeskItems } from '../disputes';
import { reviewReportFixtures } from '../../testing/fixtures/review-reports';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const { publishedReviewBy, productFigures, ownRemoval, productRemovedLines, shopPage } =
  reviewReportFixtures(() => testApp);

describe('reporting a review: reported, upheld, removed everywhere, appealed once', () => {
  it('takes a report, queues it on the desk, and an upheld one hides the review with its reason, tells its author, who may appeal each removal once', async () => {
    const review = await publishedReviewBy(DEMO_IDS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const deskBefore = await countDeskItems(db(), String(DEMO_IDS.arbitrator));
    const figuresBefore = await productFigures(review.product_id);
    const removedBefore = (await shopPage(review.shop_slug)).removed_reviews;

    const reported = await sam.send('POST', '/reviews/review_reports', {
      review_public_id: review.public_id,
      reason: 'off_topic',
    });
    expect(reported.statusCode).toBe(200);
    const report = reviewReportResponseSchema.parse(reported.json()).report;
    expect(await countDeskItems(db(), String(DEMO_IDS.arbitrator))).toBe(deskBefore + 1);

    const queue = reviewReportQueueResponseSchema.parse(
      (await arbitrator.get('/reviews/review_reports.json')).json(),
    );
    expect(queue.reports.find((row) => row.public_id === report.public_id)).toMatchObject({
      reason: 'off_topic',
      reporter_name: expect.stringMatching(/^Sam/),
      review: { public_id: review.public_id, removed_reason: null },
    });

    const upheld = await arbitrator.send(
      'POST',
      `/reviews/review_reports/${report.public_id}/decision`,
      { decision: 'uphold' },
    );
    expect(deskDecisionResponseSchema.parse(upheld.json())).toEqual({ decided: 'uphold' });
    const row = (
      await sql<{
        published: boolean;
        removed_reason: string | null;
      }>`select published, removed_reason from reviews where id = ${review.id}`.execute(db())
    ).rows[0]!;
    expect(row).toEqual({ published: false, removed_reason: 'off_topic' });
    expect(await productFigures(review.product_id)).toBe(figuresBefore - 1);
    expect(await countDeskItems(db(), String(DEMO_IDS.arbitrator))).toBe(deskBefore);
    // Where it stood, the product page says why; the product had no other removal.
    expect(await productRemovedLines(review.product_path)).toEqual([
      { reason: 'off_topic', line: 'Removed: not about this product', count: 1 },
    ]);
    const line = (await shopPage(review.shop_slug)).removed_reviews.find(
      (count) => count.line === 'Removed: not about this product',
    );
    expect(line?.count).toBe(
      (removedBefore.find((count) => count.line === 'Removed: not about this product')?.count ??
        0) + 1,
    );
    // The reporter hears the outcome, the author of the removal and their one appeal (issue #29 item 6).
    const [toReporter, toAuthor] = testApp.outbox.slice(-2);
    expect(toReporter).toMatchObject({
      to: DEMO_ACCOUNTS.secondReviewer.email,
      subject: 'Your report was upheld',
    });
    expect(toAuthor).toMatchObject({
      to: DEMO_ACCOUNTS.reviewer.email,
      subject: 'Your review was removed',
    });
    expect(toAuthor!.text).toContain('"Removed: not about this product"');
    expect(toAuthor!.text).toContain(
      `/reviews/users/${DEMO_ACCOUNTS.reviewer.slug}#review-${review.public_id}`,
    );
    expect(toAuthor!.text).toMatch(
      /Stop e-mails about decisions on reports: http:\/\/vouch\.test\/reviews\/profile\/notifications\/unsubscribe\?token=/,
    );

    // Its author's "publish" cannot bring it back, nor reach a feed.
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const publish = await dana.send('PUT', `/reviews/reviewer/reviews/${review.public_id}/publish`);
    expect(publish.statusCode).toBe(409);
    expect(errorResponseSchema.parse(publish.json()).error.message).toMatch(
      /^An arbitrator removed this review after a report/,
    );
    expect(
      (
        await sql<{
          published: boolean;
        }>`select published from reviews where id = ${review.id}`.execute(db())
      ).rows[0]!.published,
    ).toBe(false);
    expect(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from feed_events where review_id = ${review.id}`.execute(db())
      ).rows[0]!.n,
    ).toBe(0);

    expect(await ownRemoval(dana, review.public_id)).toEqual({
      line: 'Removed: not about this product',
      appeal: null,
    });
    const appealed = await dana.send(
      'POST',
      `/reviews/reviewer/reviews/${review.public_id}/appeal`,
      {
        body: 'It is about this backpack: I describe its straps and zip.',
      },
    );
    expect(removalAppealResponseSchema.parse(appealed.json()).appeal.status).toBe('open');
    expect(await ownRemoval(dana, review.public_id)).toEqual({
      line: 'Removed: not about this product',
      appeal: 'open',
    });
    const appeal = reviewReportQueueResponseSchema
      .parse((await arbitrator.get('/reviews/review_reports.json')).json())
      .appeals.find((row) => row.review.public_id === review.public_id);
    expect(appeal).toMatchObject({
      body: 'It is about this backpack: I describe its straps and zip.',
      review: { removed_reason: 'off_topic' },
    });

    const reinstated = await arbitrator.send(
      'POST',
      `/reviews/removal_appeals/${appeal!.public_id}/decision`,
      { decision: 'reinstate' },
    );
    expect(deskDecisionResponseSchema.parse(reinstated.json())).toEqual({ decided: 'reinstate' });
    expect(
      (
        await sql`select published, removed_reason from reviews where id = ${review.id}`.execute(
          db(),
        )
      ).rows[0],
    ).toEqual({
      published: true,
      removed_reason: null,
    });
    expect(await productFigures(review.product_id)).toBe(figuresBefore);
    expect(await productRemovedLines(review.product_path)).toEqual([]);
    // Back in its followers' feeds, once (issue #29 item 2).
    expect(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from feed_events where review_id = ${review.id} and event_type = 'review_published' and owner_type = 'Reviewer'`.execute(
          db(),
        )
      ).rows[0]!.n,
    ).toBe(1);

    // Removed again after another report: a new removal, which its author may appeal once more.
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const second = reviewReportResponseSchema.parse(
      (
        await owner.send('POST', '/reviews/review_reports', {
          review_public_id: review.public_id,
          reason: 'fake',
        })
      ).json(),
    ).report;
    await arbitrator.send('POST', `/reviews/review_reports/${second.public_id}/decision`, {
      decision: 'uphold',
    });
    expect(await ownRemoval(dana, review.public_id)).toEqual({
      line: 'Removed: fake',
      appeal: null,
    });
    const appealedAgain = await dana.send(
      'POST',
      `/reviews/reviewer/reviews/${review.public_id}/appeal`,
      {
        body: 'I bought it and used it for a month: nothing here is made up.',
      },
    );
    expect(appealedAgain.statusCode).toBe(200);
    expect(
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from review_removal_appeals where review_id = ${review.id}`.execute(
          db(),
        )
      ).rows[0]!.n,
    ).toBe(2);
  });

  it('shows the arbitrator the words an edit replaced, newest first, beside the review as it reads now', async () => {
    // Sam's review, reported by Dana: the tests around use up Dana's.
    const review = await publishedReviewBy(DEMO_IDS.secondReviewer, DEMO_IDS.reviewer);
    const original = (
      await sql<{
        title: string;
        body: string;
        rating: number;
      }>`select title, body, rating from reviews where id = ${review.id}`.execute(db())
    ).rows[0]!;
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const edited = {
      rating: 1,
      title: 'Worst purchase this year',
      body: 'Nothing about it worked as the page promised it would.',
      recommended: false,
    };
    expect(
      (await sam.send('PUT', `/reviews/reviewer/reviews/${review.public_id}`, edited)).statusCode,
    ).toBe(200);
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const { public_id } = reviewReportResponseSchema.parse(
      (
        await dana.send('POST', '/reviews/review_reports', {
          review_public_id: review.public_id,
          reason: 'fake',
        })
      ).json(),
    ).report;

    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const queue = reviewReportQueueResponseSchema.parse(
      (await arbitrator.get('/reviews/review_reports.json')).json(),
    );
    const quoted = queue.reports.find((row) => row.public_id === public_id)!.review;
    expect(quoted).toMatchObject({ title: edited.title, body: edited.body, rating: 1 });
    expect(
      quoted.earlier_versions.map(({ title, body, rating }) => ({ title, body, rating })),
    ).toEqual([original]);
    // Other reports' reviews, never edited, carry none.
    expect(
      queue.reports
        .filter((row) => row.review.public_id !== review.public_id)
        .every((row) => row.review.earlier_versions.length === 0),
    ).toBe(true);
  });

  it('lets a shop’s member report a review of that shop', async () => {
    const { rows } = await sql<{ public_id: string }>`
      select public_id from reviews where shop_id = ${DEMO_IDS.shop} and published and deleted_at is null order by id limit 1`.execute(
      db(),
    );
    const review = rows[0]!;
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const response = await owner.send('POST', '/reviews/review_reports', {
      review_public_id: review.public_id,
      reason: 'fake',
      details: 'No such order in our books.',
    });
    expect(response.statusCode).toBe(200);
  });
});
