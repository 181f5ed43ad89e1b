import { sql } from 'kysely';
import {
  errorResponseSchema,
  shopInboxResponseSchema,
  shopReviewReportsResponseSchema,
} from '@vouch/contracts';
import { reviewerDisplayName } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_IDS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const reportsPath = (slug: string) => `/reviews/shop/${slug}/review_reports`;

/** The newest published review not by the second reviewer: of the demo shop, or of another shop. */
async function reviewToReport(ofDemoShop: boolean) {
  const { rows } = await sql<{ public_id: string; title: string; slug: string }>`
    select r.public_id, r.title, s.slug from reviews r join shops s on s.id = r.shop_id
    where r.published and r.deleted_at is null and r.user_id <> ${DEMO_IDS.secondReviewer}
      and (s.slug = ${DEMO_SHOP.slug}) = ${ofDemoShop}
    order by r.id desc limit 1`.execute(db());
  return rows[0]!;
}

const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  code: errorResponseSchema.parse(response.json()).error.code,
});

describe("reports about a shop's reviews, in its inbox (issue #58)", () => {
  it("shows its team every report about the shop's reviews as it stands, without the reporter", async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const ours = await reviewToReport(true);
    const theirs = await reviewToReport(false);
    for (const [review, reason, details] of [
      [ours, 'other', 'The reviewer says they never ordered here; my neighbour wrote it.'],
      [theirs, 'offensive', ''],
    ] as const) {
      const reported = await sam.send('POST', '/reviews/review_reports', {
        review_public_id: review.public_id,
        reason,
        details,
      });
      expect(reported.statusCode).toBe(200);
    }

    const inbox = shopInboxResponseSchema.parse(
      (await owner.get('/reviews/shop/inbox?format=json')).json(),
    );
    expect(inbox.shops).toEqual([expect.objectContaining({ slug: DEMO_SHOP.slug })]);
    const read = async () => {
      const response = await owner.get(reportsPath(DEMO_SHOP.slug));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response;
    };
    const first = await read();
    const reports = shopReviewReportsResponseSchema.parse(first.json());
    expect(reports).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          reason: 'other',
          status: 'open',
          review: expect.objectContaining({ public_id: ours.public_id, title: ours.title }),
        }),
      ],
    });
    // Who reported it, and their words, are for the arbitrators.
    const reporter = DEMO_ACCOUNTS.secondReviewer.name;
    for (const name of [reporter, reviewerDisplayName(reporter, true)])
      expect(first.body).not.toContain(name);
    expect(first.body).not.toContain('my neighbour wrote it');

    const decided = await arbitrator.send(
      'POST',
      `/reviews/review_reports/${reports.items[0]!.public_id}/decision`,
      { decision: 'dismiss' },
    );
    expect(decided.statusCode).toBe(200);
    expect(shopReviewReportsResponseSchema.parse((await read()).json()).items[0]).toMatchObject({
      status: 'dismissed',
    });

    // Its author takes it down: the review is theirs again, and its words leave the shop's list.
    await sql`update reviews set published = false where public_id = ${ours.public_id}`.execute(
      db(),
    );
    expect(shopReviewReportsResponseSchema.parse((await read()).json())).toEqual({
      total: 0,
      items: [],
    });
    await sql`update reviews set published = true where public_id = ${ours.public_id}`.execute(
      db(),
    );
  });

  it("refuses anyone outside the shop's team, a guest, and answers a shop that does not exist as missing", async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const otherShop = (await reviewToReport(false)).slug;
    expect(refusal(await sam.get(reportsPath(DEMO_SHOP.slug)))).toEqual({
      status: 403,
      code: 'not_shop_member',
    });
    // The demo shop's owner is outside every other shop's team.
    expect(refusal(await owner.get(reportsPath(otherShop)))).toEqual({
      status: 403,
      code: 'not_shop_member',
    });
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect((await guest.get(reportsPath(DEMO_SHOP.slug))).statusCode).toBe(401);
    expect((await owner.get(reportsPath('no-such-shop'))).statusCode).toBe(404);
  });
});
