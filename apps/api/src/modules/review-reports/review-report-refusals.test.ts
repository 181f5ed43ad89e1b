import { reviewReportQueueResponseSchema, reviewReportResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_IDS } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';
import { refusal, reviewReportFixtures } from '../../testing/fixtures/review-reports';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { snapshot, publishedReviewBy, ownerAndReviewToReport, ownRemoval } = reviewReportFixtures(
  () => testApp,
);

describe('reporting a review: refusals change nothing', () => {
  it('refuses reporting twice (409), as a guest (401), one’s own review (403), an unknown review (404) and a bad reason (400)', async () => {
    const review = await publishedReviewBy(DEMO_IDS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    expect(
      (
        await sam.send('POST', '/reviews/review_reports', {
          review_public_id: review.public_id,
          reason: 'fake',
        })
      ).statusCode,
    ).toBe(200);
    const before = await snapshot();

    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const cases: [TestBrowser, object, number, RegExp][] = [
      [
        sam,
        { review_public_id: review.public_id, reason: 'offensive' },
        409,
        /already reported this review/,
      ],
      [guest, { review_public_id: review.public_id, reason: 'fake' }, 401, /Sign in to report/],
      [dana, { review_public_id: review.public_id, reason: 'fake' }, 403, /your own review/],
      [
        sam,
        { review_public_id: 'rv-no-such-review', reason: 'fake' },
        404,
        /could not find that review/,
      ],
      [sam, { review_public_id: review.public_id, reason: 'boring' }, 400, /Choose why/],
      [
        sam,
        { review_public_id: review.public_id, reason: 'other', details: 'meh' },
        400,
        /at least 10 characters/,
      ],
    ];
    for (const [browser, body, status, message] of cases) {
      const answer = refusal(await browser.send('POST', '/reviews/review_reports', body));
      expect({ body, ...answer }).toEqual({
        body,
        status,
        message: expect.stringMatching(message),
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a non-arbitrator the queue and the decision (403), and a second decision (409)', async () => {
    const review = await publishedReviewBy(DEMO_IDS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const { public_id } = reviewReportResponseSchema.parse(
      (
        await sam.send('POST', '/reviews/review_reports', {
          review_public_id: review.public_id,
          reason: 'private_information',
        })
      ).json(),
    ).report;
    const before = await snapshot();
    for (const account of [
      DEMO_ACCOUNTS.secondReviewer,
      DEMO_ACCOUNTS.shopOwner,
      DEMO_ACCOUNTS.reviewer,
    ]) {
      const browser = await signedInBrowser(testApp.app, account);
      expect(
        refusal(
          await browser.send('POST', `/reviews/review_reports/${public_id}/decision`, {
            decision: 'uphold',
          }),
        ),
      ).toEqual({
        status: 403,
        message: 'Only arbitrators can see and decide reports of reviews.',
      });
      expect((await browser.get('/reviews/review_reports.json')).statusCode).toBe(403);
    }
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect(
      refusal(
        await guest.send('POST', `/reviews/review_reports/${public_id}/decision`, {
          decision: 'uphold',
        }),
      ).status,
    ).toBe(401);
    expect(await snapshot()).toEqual(before);

    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const mailed = testApp.outbox.length;
    expect(
      (
        await arbitrator.send('POST', `/reviews/review_reports/${public_id}/decision`, {
          decision: 'dismiss',
        })
      ).statusCode,
    ).toBe(200);
    // A dismissal is told to the reporter only: the author has nothing to answer.
    expect(testApp.outbox.slice(mailed).map((mail) => [mail.to, mail.subject])).toEqual([
      [DEMO_ACCOUNTS.secondReviewer.email, 'Your report was looked at'],
    ]);
    const decided = await snapshot();
    expect(
      refusal(
        await arbitrator.send('POST', `/reviews/review_reports/${public_id}/decision`, {
          decision: 'uphold',
        }),
      ),
    ).toEqual({
      status: 409,
      message: expect.stringMatching(/already been decided/),
    });
    expect(
      refusal(
        await arbitrator.send('POST', '/reviews/review_reports/rr-unknown/decision', {
          decision: 'uphold',
        }),
      ).status,
    ).toBe(404);
    expect(await snapshot()).toEqual(decided);
  });

  it('refuses an appeal after the first (409), of a review not removed (409) or someone else’s (404)', async () => {
    const { owner, review } = await ownerAndReviewToReport();
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const appeal = (browser: TestBrowser) =>
      browser.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, {
        body: 'This review is about the product and nothing else.',
      });

    const notRemoved = await snapshot();
    expect(refusal(await appeal(dana))).toEqual({
      status: 409,
      message: 'This review has not been removed: there is nothing to appeal.',
    });
    expect(await snapshot()).toEqual(notRemoved);

    const { public_id } = reviewReportResponseSchema.parse(
      (
        await owner.send('POST', '/reviews/review_reports', {
          review_public_id: review.public_id,
          reason: 'offensive',
        })
      ).json(),
    ).report;
    await arbitrator.send('POST', `/reviews/review_reports/${public_id}/decision`, {
      decision: 'uphold',
    });
    expect((await appeal(dana)).statusCode).toBe(200);
    const [first] = reviewReportQueueResponseSchema
      .parse((await arbitrator.get('/reviews/review_reports.json')).json())
      .appeals.filter((row) => row.review.public_id === review.public_id);
    await arbitrator.send('POST', `/reviews/removal_appeals/${first!.public_id}/decision`, {
      decision: 'keep',
    });
    expect(testApp.outbox.at(-1)).toMatchObject({
      to: DEMO_ACCOUNTS.reviewer.email,
      subject: 'Your appeal was not upheld',
    });
    expect(await ownRemoval(dana, review.public_id)).toEqual({
      line: 'Removed: offensive',
      appeal: 'kept',
    });

    const before = await snapshot();
    expect(refusal(await appeal(dana))).toEqual({
      status: 409,
      message: 'You have already appealed this removal: each removal can be appealed once.',
    });
    expect(refusal(await appeal(sam))).toEqual({
      status: 404,
      message: 'We could not find that review among yours.',
    });
    expect(
      refusal(
        await dana.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, {
          body: 'unfair',
        }),
      ).status,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses (409) an appeal of a removed review its author deleted, and takes it once restored', async () => {
    const { owner, review } = await ownerAndReviewToReport();
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const { public_id } = reviewReportResponseSchema.parse(
      (
        await owner.send('POST', '/reviews/review_reports', {
          review_public_id: review.public_id,
          reason: 'fake',
        })
      ).json(),
    ).report;
    await arbitrator.send('POST', `/reviews/review_reports/${public_id}/decision`, {
      decision: 'uphold',
    });
    expect(
      (await dana.send('DELETE', `/reviews/reviewer/reviews/${review.public_id}`)).statusCode,
    ).toBe(200);
    const appeal = () =>
      dana.send('POST', `/reviews/reviewer/reviews/${review.public_id}/appeal`, {
        body: 'This review is honest: I bought and used it.',
      });

    const before = await snapshot();
    expect(refusal(await appeal())).toEqual({
      status: 409,
      message: 'You deleted this review: restore it first to appeal its removal.',
    });
    expect(await snapshot()).toEqual(before);

    expect(
      (await dana.send('PUT', `/reviews/reviewer/reviews/${review.public_id}/restore`)).statusCode,
    ).toBe(200);
    expect((await appeal()).statusCode).toBe(200);
  });
});
