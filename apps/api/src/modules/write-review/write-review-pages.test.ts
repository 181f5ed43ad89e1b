import { sql } from 'kysely';
import { writeReviewOrdersResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const demo = DEMO_ACCOUNTS.reviewer;

describe('order list /reviews/write-review?format=json&resource=orders (spec §7)', () => {
  it("lists the signed-in reviewer's own line items, not yet reviewed first, privately", async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const response = await browser.get('/reviews/write-review?format=json&resource=orders');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const { data } = writeReviewOrdersResponseSchema.parse(response.json());
    const { rows } = await sql<{ public_id: string; reviewed: boolean }>`
      select li.public_id, exists (select 1 from reviews r where r.line_item_id = li.id) as reviewed
      from line_items li join orders o on o.id = li.order_id join users u on u.id = o.user_id where u.slug = ${demo.slug}`.execute(
      testApp.database.db,
    );
    expect(data.line_items.map((item) => item.public_id).sort()).toEqual(
      rows.map((row) => row.public_id).sort(),
    );
    expect(data.total_count).toBe(rows.length);
    const reviewable = data.line_items.map((item) => item.product_reviewable);
    expect(reviewable).toEqual([...reviewable].sort((a, b) => Number(b) - Number(a)));
    expect(reviewable).toContain(true);
    expect(reviewable).toContain(false);
    for (const item of data.line_items)
      expect(item.review_public_id === null).toBe(item.product_reviewable);
  });

  it('narrows the list to one shop, and answers 404 for a shop that does not exist', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const { data } = writeReviewOrdersResponseSchema.parse(
      (await browser.get(`/reviews/write-review?format=json&shop=${DEMO_SHOP.slug}`)).json(),
    );
    expect(data.shop).toEqual({ name: DEMO_SHOP.name, slug: DEMO_SHOP.slug });
    expect(data.line_items.every((item) => item.shop.slug === DEMO_SHOP.slug)).toBe(true);
    expect(
      (await browser.get('/reviews/write-review?format=json&shop=no-such-shop')).statusCode,
    ).toBe(404);
  });

  it('is 401 for a guest and 400 for another resource', async () => {
    const guest = new TestBrowser(testApp.app);
    expect((await guest.get('/reviews/write-review?format=json&resource=orders')).statusCode).toBe(
      401,
    );
    const browser = await signedInBrowser(testApp.app, demo);
    expect(
      (await browser.get('/reviews/write-review?format=json&resource=passwords')).statusCode,
    ).toBe(400);
  });
});
