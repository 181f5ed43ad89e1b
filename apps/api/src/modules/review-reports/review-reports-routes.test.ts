import { sql } from 'kysely';
import {
  deskDecisionResponseSchema,
  errorResponseSchema,
  privateProfileResponseSchema,
  productPageResponseSchema,
  removalAppealResponseSchema,
  reviewReportQueueResponseSchema,
  reviewReportResponseSchema,
  shopPageResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_IDS } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';
import { countDeskItems } from '../disputes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
/** Every row a refused request could have touched, to compare before and after. */
const snapshot = async () => ({
  reports: (await sql`select public_id, review_id, reporter_id, reason, status, decided_by from review_reports order by id`.execute(db())).rows,
  appeals: (await sql`select public_id, review_id, status from review_removal_appeals order by id`.execute(db())).rows,
  reviews: (
    await sql`select id, published, removed_reason from reviews where removed_reason is not null or id in (select review_id from review_reports) order by id`.execute(
      db(),
    )
  ).rows,
});
/** A published review of a product by `userId` that `reporterId` has not reported and nobody appealed, newest first, and its shop. */
async function publishedReviewBy(
  userId: number,
  reporterId: number = DEMO_IDS.secondReviewer,
): Promise<{ id: string; public_id: string; product_id: string; shop_slug: string; product_path: string }> {
  const { rows } = await sql<{ id: string; public_id: string; product_id: string; shop_slug: string; product_path: string }>`
    select r.id, r.public_id, r.product_id, s.slug as shop_slug, '/reviews/stores/' || s.slug || '/products/' || p.handle as product_path
    from reviews r join shops s on s.id = r.shop_id join products p on p.id = r.product_id
    where r.user_id = ${userId} and r.product_id is not null and r.published and r.deleted_at is null
      and r.id not in (select review_id from review_reports where reporter_id = ${reporterId})
      and r.id not in (select review_id from review_removal_appeals)
    order by r.id desc limit 1`.execute(db());
  return rows[0]!;
}

/** The shop owner signed in, and a published review of the demo reviewer's they have not reported. */
async function ownerAndReviewToReport() {
  const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
  const { id } = (await sql<{ id: number }>`select id from users where email = ${DEMO_ACCOUNTS.shopOwner.email}`.execute(db())).rows[0]!;
  return { owner, review: await publishedReviewBy(DEMO_IDS.reviewer, id) };
}
const productFigures = async (productId: string) =>
  (await sql<{ reviews_count: number }>`select reviews_count from products where id = ${productId}`.execute(db())).rows[0]!.reviews_count;
/** The author's own view of a review on their private profile: its removal line and appeal. */
const ownRemoval = async (author: TestBrowser, publicId: string) =>
  privateProfileResponseSchema
    .parse((await author.get(`/reviews/users/${DEMO_ACCOUNTS.reviewer.slug}?format=json&review_type=unpublished`)).json())
    .reviews.reviews.find((own) => own.public_id === publicId)?.removal;
const productRemovedLines = async (path: string) =>
  productPageResponseSchema.parse((await new TestBrowser(testApp.app).get(`${path}?format=json`)).json()).removed_reviews;
const shopPage = async (slug: string) => shopPageResponseSchema.parse((await new TestBrowser(testApp.app).get(`/reviews/stores/${slug}?format=json`)).json());
const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  message: errorResponseSchema.parse(response.json()).error.message,
});

describe('reporting a review: reported, upheld, removed everywhere, appealed once', () => {
  it('takes a report, queues it on the desk, and an upheld one hides the review with its reason, tells its author, who may appeal each removal once', async () => {
    const review = await publishedReviewBy(DEMO_IDS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const deskBefore = await countDeskItems(db(), String(DEMO_IDS.arbitrator));
    const figuresBefore = await productFigures(review.product_id);
    const removedBefore = (await shopPage(review.shop_slug)).removed_reviews;

    const reported = await sam.send('POST', '/reviews/review_reports', { review_public_id: review.public_id, reason: 'off_topic' });
    expect(reported.statusCode).toBe(200);
    const report = reviewReportResponseSchema.parse(reported.json()).report;
    expect(await countDeskItems(db(), String(DEMO_IDS.arbitrator))).toBe(deskBefore + 1);

    const queue = reviewReportQueueResponseSchema.parse((await arbitrator.get('/reviews/review_reports.json')).json());
    expect(queue.reports.find((row) => row.public_id === report.public_id)).toMatchObject({
      reason: 'off_topic',
      reporter_name: expect.stringMatching(/^Sam/),
      review: { public_id: review.public_id, removed_reason: null },
    });

    const upheld = await arbitrator.send('POST', `/reviews/review_reports/${report.public_id}/decision`, { decision: 'uphold' });
    expect(deskDecisionResponseSchema.parse(upheld.json())).toEqual({ decided: 'uphold' });
    const row = (
      await sql<{ published: boolean; removed_reason: string | null }>`select published, removed_reason from reviews where id = ${review.id}`.execute(db())
    ).rows[0]!;
    expect(row).toEqual({ published: false, removed_reason: 'off_topic' });
    expect(await productFigures(review.product_id)).toBe(figuresBefore - 1);
    expect(await countDeskItems(db(), String(DEMO_IDS.arbitrator))).toBe(deskBefore);
    // Where it stood, the product page says why; the product had no other removal.
    expect(await productRemovedLines(review.product_path)).toEqual([{ reason: 'off_topic', line: 'Removed: not about this product', count: 1 }]);
    const line = (await shopPage(review.shop_slug)).removed_reviews.find((count) => count.line === 'Removed: not about this product');
    expect(line?.count).toBe((removedBefore.find((count) => count.line === 'Removed: not about this product')?.count ?? 0) + 1);
    // The reporter hears the outcome, the author of the removal and their one appeal (issue #29 item 6).
    const [toReporter, toAuthor] = testApp.outbox.slice(-2);
    expect(toReporter).toMatchObject({ to: DEMO_ACCOUNTS.secondReviewer.email, subject: 'Your report was upheld' });
    expect(toAuthor).toMatchObject({ to: DEMO_ACCOUNTS.reviewer.email, subject: 'Your review was removed' });
    expect(toAuthor!.text).toContain('"Removed: not about this product"');
    expect(toAuthor!.text).toContain(`/reviews/users/${DEMO_ACCOUNTS.reviewer.slug}#review-${review.public_id}`);
    expect(toAuthor!.text).toMatch(/Stop e-mails about decisions on reports: http:\/\/vouch\.test\/reviews\/profile\/notifications\/unsubscribe\?token=/);

    // Its author's "publish" cannot bring it back, nor reach a feed.
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const publish = await dana.send('PUT', `/reviews/reviewer/reviews/${review.public_id}/publish`);
    expect(publish.statusCode).toBe(409);
    expect(errorResponseSchema.parse(publish.json()).error.message).toMatch(/^An arbitrator removed this review after a report/);
    expect((await sql<{ published: boolean }>`select published from reviews where id = ${review.id}`.execute(db())).rows[0]!.published).toBe(false);
    expect((await sql<{ n: number }>`select count(*)::int as n from feed_events where review_id = ${review.id}`.execute(db())).rows[0]!.n).toBe(0);

    expect(await ownRemoval(dana, review.public_id)).toEqual({ line: 'Removed: not about this product', appeal: null });
    const appealed = await dana.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, {
      body: 'It is about this backpack: I describe its straps and zip.',
    });
    expect(removalAppealResponseSchema.parse(appealed.json()).appeal.status).toBe('open');
    expect(await ownRemoval(dana, review.public_id)).toEqual({ line: 'Removed: not about this product', appeal: 'open' });
    const appeal = reviewReportQueueResponseSchema
      .parse((await arbitrator.get('/reviews/review_reports.json')).json())
      .appeals.find((row) => row.review.public_id === review.public_id);
    expect(appeal).toMatchObject({ body: 'It is about this backpack: I describe its straps and zip.', review: { removed_reason: 'off_topic' } });

    const reinstated = await arbitrator.send('POST', `/reviews/removal_appeals/${appeal!.public_id}/decision`, { decision: 'reinstate' });
    expect(deskDecisionResponseSchema.parse(reinstated.json())).toEqual({ decided: 'reinstate' });
    expect((await sql`select published, removed_reason from reviews where id = ${review.id}`.execute(db())).rows[0]).toEqual({
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
      (await owner.send('POST', '/reviews/review_reports', { review_public_id: review.public_id, reason: 'fake' })).json(),
    ).report;
    await arbitrator.send('POST', `/reviews/review_reports/${second.public_id}/decision`, { decision: 'uphold' });
    expect(await ownRemoval(dana, review.public_id)).toEqual({ line: 'Removed: fake', appeal: null });
    const appealedAgain = await dana.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, {
      body: 'I bought it and used it for a month: nothing here is made up.',
    });
    expect(appealedAgain.statusCode).toBe(200);
    expect((await sql<{ n: number }>`select count(*)::int as n from review_removal_appeals where review_id = ${review.id}`.execute(db())).rows[0]!.n).toBe(2);
  });

  it('shows the arbitrator the words an edit replaced, newest first, beside the review as it reads now', async () => {
    // Sam's review, reported by Dana: the tests around use up Dana's.
    const review = await publishedReviewBy(DEMO_IDS.secondReviewer, DEMO_IDS.reviewer);
    const original = (await sql<{ title: string; body: string; rating: number }>`select title, body, rating from reviews where id = ${review.id}`.execute(db()))
      .rows[0]!;
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const edited = { rating: 1, title: 'Worst purchase this year', body: 'Nothing about it worked as the page promised it would.', recommended: false };
    expect((await sam.send('PUT', `/reviews/reviewer/reviews/${review.public_id}`, edited)).statusCode).toBe(200);
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const { public_id } = reviewReportResponseSchema.parse(
      (await dana.send('POST', '/reviews/review_reports', { review_public_id: review.public_id, reason: 'fake' })).json(),
    ).report;

    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const queue = reviewReportQueueResponseSchema.parse((await arbitrator.get('/reviews/review_reports.json')).json());
    const quoted = queue.reports.find((row) => row.public_id === public_id)!.review;
    expect(quoted).toMatchObject({ title: edited.title, body: edited.body, rating: 1 });
    expect(quoted.earlier_versions.map(({ title, body, rating }) => ({ title, body, rating }))).toEqual([original]);
    // Other reports' reviews, never edited, carry none.
    expect(queue.reports.filter((row) => row.review.public_id !== review.public_id).every((row) => row.review.earlier_versions.length === 0)).toBe(true);
  });

  it('lets a shop’s member report a review of that shop', async () => {
    const { rows } = await sql<{ public_id: string }>`
      select public_id from reviews where shop_id = ${DEMO_IDS.shop} and published and deleted_at is null order by id limit 1`.execute(db());
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

describe('reporting a review: refusals change nothing', () => {
  it('refuses reporting twice (409), as a guest (401), one’s own review (403), an unknown review (404) and a bad reason (400)', async () => {
    const review = await publishedReviewBy(DEMO_IDS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    expect((await sam.send('POST', '/reviews/review_reports', { review_public_id: review.public_id, reason: 'fake' })).statusCode).toBe(200);
    const before = await snapshot();

    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const cases: [TestBrowser, object, number, RegExp][] = [
      [sam, { review_public_id: review.public_id, reason: 'offensive' }, 409, /already reported this review/],
      [guest, { review_public_id: review.public_id, reason: 'fake' }, 401, /Sign in to report/],
      [dana, { review_public_id: review.public_id, reason: 'fake' }, 403, /your own review/],
      [sam, { review_public_id: 'rv-no-such-review', reason: 'fake' }, 404, /could not find that review/],
      [sam, { review_public_id: review.public_id, reason: 'boring' }, 400, /Choose why/],
      [sam, { review_public_id: review.public_id, reason: 'other', details: 'meh' }, 400, /at least 10 characters/],
    ];
    for (const [browser, body, status, message] of cases) {
      const answer = refusal(await browser.send('POST', '/reviews/review_reports', body));
      expect({ body, ...answer }).toEqual({ body, status, message: expect.stringMatching(message) });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a non-arbitrator the queue and the decision (403), and a second decision (409)', async () => {
    const review = await publishedReviewBy(DEMO_IDS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const { public_id } = reviewReportResponseSchema.parse(
      (await sam.send('POST', '/reviews/review_reports', { review_public_id: review.public_id, reason: 'private_information' })).json(),
    ).report;
    const before = await snapshot();
    for (const account of [DEMO_ACCOUNTS.secondReviewer, DEMO_ACCOUNTS.shopOwner, DEMO_ACCOUNTS.reviewer]) {
      const browser = await signedInBrowser(testApp.app, account);
      expect(refusal(await browser.send('POST', `/reviews/review_reports/${public_id}/decision`, { decision: 'uphold' }))).toEqual({
        status: 403,
        message: 'Only arbitrators can see and decide reports of reviews.',
      });
      expect((await browser.get('/reviews/review_reports.json')).statusCode).toBe(403);
    }
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect(refusal(await guest.send('POST', `/reviews/review_reports/${public_id}/decision`, { decision: 'uphold' })).status).toBe(401);
    expect(await snapshot()).toEqual(before);

    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const mailed = testApp.outbox.length;
    expect((await arbitrator.send('POST', `/reviews/review_reports/${public_id}/decision`, { decision: 'dismiss' })).statusCode).toBe(200);
    // A dismissal is told to the reporter only: the author has nothing to answer.
    expect(testApp.outbox.slice(mailed).map((mail) => [mail.to, mail.subject])).toEqual([[DEMO_ACCOUNTS.secondReviewer.email, 'Your report was looked at']]);
    const decided = await snapshot();
    expect(refusal(await arbitrator.send('POST', `/reviews/review_reports/${public_id}/decision`, { decision: 'uphold' }))).toEqual({
      status: 409,
      message: expect.stringMatching(/already been decided/),
    });
    expect(refusal(await arbitrator.send('POST', '/reviews/review_reports/rr-unknown/decision', { decision: 'uphold' })).status).toBe(404);
    expect(await snapshot()).toEqual(decided);
  });

  it('refuses an appeal after the first (409), of a review not removed (409) or someone else’s (404)', async () => {
    const { owner, review } = await ownerAndReviewToReport();
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const appeal = (browser: TestBrowser) =>
      browser.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, { body: 'This review is about the product and nothing else.' });

    const notRemoved = await snapshot();
    expect(refusal(await appeal(dana))).toEqual({ status: 409, message: 'This review has not been removed: there is nothing to appeal.' });
    expect(await snapshot()).toEqual(notRemoved);

    const { public_id } = reviewReportResponseSchema.parse(
      (await owner.send('POST', '/reviews/review_reports', { review_public_id: review.public_id, reason: 'offensive' })).json(),
    ).report;
    await arbitrator.send('POST', `/reviews/review_reports/${public_id}/decision`, { decision: 'uphold' });
    expect((await appeal(dana)).statusCode).toBe(200);
    const [first] = reviewReportQueueResponseSchema
      .parse((await arbitrator.get('/reviews/review_reports.json')).json())
      .appeals.filter((row) => row.review.public_id === review.public_id);
    await arbitrator.send('POST', `/reviews/removal_appeals/${first!.public_id}/decision`, { decision: 'keep' });
    expect(testApp.outbox.at(-1)).toMatchObject({ to: DEMO_ACCOUNTS.reviewer.email, subject: 'Your appeal was not upheld' });
    expect(await ownRemoval(dana, review.public_id)).toEqual({ line: 'Removed: offensive', appeal: 'kept' });

    const before = await snapshot();
    expect(refusal(await appeal(dana))).toEqual({ status: 409, message: 'You have already appealed this removal: each removal can be appealed once.' });
    expect(refusal(await appeal(sam))).toEqual({ status: 404, message: 'We could not find that review among yours.' });
    expect(refusal(await dana.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, { body: 'unfair' })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses (409) an appeal of a removed review its author deleted, and takes it once restored', async () => {
    const { owner, review } = await ownerAndReviewToReport();
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const { public_id } = reviewReportResponseSchema.parse(
      (await owner.send('POST', '/reviews/review_reports', { review_public_id: review.public_id, reason: 'fake' })).json(),
    ).report;
    await arbitrator.send('POST', `/reviews/review_reports/${public_id}/decision`, { decision: 'uphold' });
    expect((await dana.send('DELETE', `/reviews/reviewer/reviews/${review.public_id}`)).statusCode).toBe(200);
    const appeal = () => dana.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, { body: 'This review is honest: I bought and used it.' });

    const before = await snapshot();
    expect(refusal(await appeal())).toEqual({ status: 409, message: 'You deleted this review: restore it first to appeal its removal.' });
    expect(await snapshot()).toEqual(before);

    expect((await dana.send('PUT', `/reviews/reviewer/reviews/${review.public_id}/restore`)).statusCode).toBe(200);
    expect((await appeal()).statusCode).toBe(200);
  });
});

describe('reinstating on appeal', () => {
  it('reinstates a review its author unpublished while the report waited as unpublished, and tells every reporter', async () => {
    // A seeded review given to the demo reviewer: the tests above use up their own.
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
      reviewReportResponseSchema.parse((await browser.send('POST', '/reviews/review_reports', { review_public_id: review.public_id, reason })).json()).report;
    const first = await reportOf(sam, 'fake');
    await reportOf(owner, 'fake');
    expect((await dana.send('PUT', `/reviews/reviewer/reviews/${review.public_id}/unpublish`)).statusCode).toBe(200);
    const mailed = testApp.outbox.length;
    expect((await arbitrator.send('POST', `/reviews/review_reports/${first.public_id}/decision`, { decision: 'uphold' })).statusCode).toBe(200);
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
    await dana.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, { body: 'It is a real review of a real order of mine.' });
    const appeal = reviewReportQueueResponseSchema
      .parse((await arbitrator.get('/reviews/review_reports.json')).json())
      .appeals.find((row) => row.review.public_id === review.public_id)!;
    expect((await arbitrator.send('POST', `/reviews/removal_appeals/${appeal.public_id}/decision`, { decision: 'reinstate' })).statusCode).toBe(200);
    expect((await sql`select published, removed_reason from reviews where id = ${review.id}`.execute(db())).rows[0]).toEqual({
      published: false,
      removed_reason: null,
    });
    expect((await sql<{ n: number }>`select count(*)::int as n from feed_events where review_id = ${review.id}`.execute(db())).rows[0]!.n).toBe(0);
  });
});

describe('the desk’s reports queue', () => {
  it('shows 50 reports and counts every one waiting, as the menu’s desk count does', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const deskBefore = await countDeskItems(db(), String(DEMO_IDS.arbitrator));
    // Sixty more open reports than the queue shows, of sixty reviews, by the second reviewer.
    const { rows } = await sql<{ id: string }>`
      insert into review_reports (public_id, review_id, reporter_id, reason)
      select 'rr-many-' || r.id, r.id, ${DEMO_IDS.secondReviewer}, 'fake' from reviews r
      where r.published and (r.user_id is null or r.user_id <> ${DEMO_IDS.secondReviewer})
        and r.id not in (select review_id from review_reports where reporter_id = ${DEMO_IDS.secondReviewer})
      order by r.id limit 60
      returning id`.execute(db());
    try {
      const open = (await sql<{ n: number }>`select count(*)::int as n from review_reports where status = 'open'`.execute(db())).rows[0]!.n;
      const queue = reviewReportQueueResponseSchema.parse((await arbitrator.get('/reviews/review_reports.json')).json());
      expect(queue.reports).toHaveLength(50);
      expect(queue.reports_total).toBe(open);
      expect(open).toBeGreaterThan(50);
      expect(await countDeskItems(db(), String(DEMO_IDS.arbitrator))).toBe(deskBefore + rows.length);
    } finally {
      await sql`delete from review_reports where public_id like 'rr-many-%'`.execute(db());
    }
  });
});
