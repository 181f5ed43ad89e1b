import { sql } from 'kysely';
import { writeReviewOrdersResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';
import { countOrdersAwaitingReview } from './order-repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const userIdOf = async (slug: string) =>
  (
    await sql<{ id: string }>`select id::text from users where slug = ${slug}`.execute(
      testApp.database.db,
    )
  ).rows[0]!.id;

describe('countOrdersAwaitingReview (issue #29, item 7: the "Write a review" count)', () => {
  it('counts the items the order list offers to review, and one fewer once one is reviewed', async () => {
    const demo = DEMO_ACCOUNTS.reviewer;
    const browser = await signedInBrowser(testApp.app, demo);
    const items = [];
    for (let page = 1; ; page++) {
      const { data } = writeReviewOrdersResponseSchema.parse(
        (
          await browser.get(`/reviews/write-review?format=json&resource=orders&page=${page}`)
        ).json(),
      );
      items.push(...data.line_items);
      if (page >= data.total_pages) break;
    }
    const reviewable = items.filter((item) => item.product_reviewable);
    const userId = await userIdOf(demo.slug);
    expect(await countOrdersAwaitingReview(testApp.database.db, userId)).toBe(reviewable.length);
    expect(reviewable.length).toBeGreaterThan(0);

    const written = await browser.send('POST', '/reviews/reviewer/reviews', {
      line_item_public_id: reviewable[0]!.public_id,
      rating: 4,
      title: 'Counted once',
      body: `Written to see the waiting count move, test ${Math.random()}.`,
      idempotency_key: `count-test-${Date.now()}`,
    });
    expect(written.statusCode).toBe(200);
    expect(await countOrdersAwaitingReview(testApp.database.db, userId)).toBe(
      reviewable.length - 1,
    );
  });

  it('is 0 for an account without orders', async () => {
    expect(
      await countOrdersAwaitingReview(
        testApp.database.db,
        await userIdOf(DEMO_ACCOUNTS.arbitrator.slug),
      ),
    ).toBe(0);
  });
});
