import type { z } from 'zod';
import {
  errorResponseSchema,
  feedPageResponseSchema,
  howItWorksResponseSchema,
  newReviewResponseSchema,
  recommendationsResponseSchema,
  writeReviewOrdersResponseSchema,
} from '@vouch/contracts';
import { FEED_PAGE_SIZE, RECOMMENDATIONS_PER_PAGE } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let reviewer: TestBrowser;
let guest: TestBrowser;

beforeAll(async () => {
  testApp = await createTestApp();
  reviewer = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
  guest = new TestBrowser(testApp.app);
});
afterAll(() => testApp.close());

async function answer<Schema extends z.ZodType>(
  browser: TestBrowser,
  url: string,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const response = await browser.get(url);
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
}

async function refusedToGuests(url: string) {
  const response = await guest.get(url);
  expect(response.statusCode).toBe(401);
  expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/^Sign in/);
}

describe('the endpoints spec §7 lists but nothing calls', () => {
  it('how-it-works.json answers anyone the page head and the figures counted from the reviews', async () => {
    const body = await answer(guest, '/reviews/how-it-works.json', howItWorksResponseSchema);
    expect(body.meta_data).toMatchObject({
      title: 'How it works | Vouch',
      canonical_url: 'http://vouch.test/reviews/how-it-works',
    });
    expect(body.metrics.review_metric).toBeGreaterThan(0);
    expect(body.metrics).toEqual(
      (await answer(guest, '/reviews.json', howItWorksResponseSchema.omit({ meta_data: true })))
        .metrics,
    );
  });

  it("write-review.json answers the signed-in reviewer's order list, as the page's ?format=json does; 401 for guests", async () => {
    const body = await answer(
      reviewer,
      '/reviews/write-review.json?resource=orders',
      writeReviewOrdersResponseSchema,
    );
    expect(body.data.line_items.length).toBeGreaterThan(0);
    expect(body).toEqual(
      await answer(
        reviewer,
        '/reviews/write-review?format=json&resource=orders',
        writeReviewOrdersResponseSchema,
      ),
    );
    expect((await reviewer.get('/reviews/write-review.json?resource=shops')).statusCode).toBe(400);
    await refusedToGuests('/reviews/write-review.json');
  });

  it("write-review/new.json answers the product of one of the reviewer's line items; 404 for anyone else's, 401 for guests", async () => {
    const orders = await answer(
      reviewer,
      '/reviews/write-review.json',
      writeReviewOrdersResponseSchema,
    );
    const item = orders.data.line_items[0]!;
    const body = await answer(
      reviewer,
      `/reviews/write-review/new.json?line_item_public_id=${item.public_id}`,
      newReviewResponseSchema,
    );
    expect(body.line_item.public_id).toBe(item.public_id);
    expect(body.product_data.title).toBe(item.product_title);
    const other = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    expect(
      (await other.get(`/reviews/write-review/new.json?line_item_public_id=${item.public_id}`))
        .statusCode,
    ).toBe(404);
    expect((await reviewer.get('/reviews/write-review/new.json')).statusCode).toBe(400);
    await refusedToGuests(`/reviews/write-review/new.json?line_item_public_id=${item.public_id}`);
  });

  it("profile/recommendations.json answers the signed-in reviewer's own recommendations, 20 a page (spec §9); 401 for guests", async () => {
    const body = await answer(
      reviewer,
      '/reviews/profile/recommendations.json',
      recommendationsResponseSchema,
    );
    expect(body.per_page).toBe(RECOMMENDATIONS_PER_PAGE.private);
    expect(body.total_count).toBeGreaterThan(0);
    const publicPage = await answer(
      guest,
      `/reviews/profile/${DEMO_ACCOUNTS.reviewer.slug}/recommendations?per_page=20`,
      recommendationsResponseSchema,
    );
    expect(body.items).toEqual(publicPage.items);
    expect((await reviewer.get('/reviews/profile/recommendations.json?page=0')).statusCode).toBe(
      400,
    );
    await refusedToGuests('/reviews/profile/recommendations.json');
  });

  it("feed.json answers the feed page's head and the feed's first page, as feed_events.json does; 401 for guests", async () => {
    const body = await answer(reviewer, '/reviews/feed.json', feedPageResponseSchema);
    expect(body.meta_data).toMatchObject({
      title: 'Your feed | Vouch',
      canonical_url: 'http://vouch.test/reviews/feed',
    });
    expect(body.per_page).toBe(FEED_PAGE_SIZE);
    const { meta_data: _head, ...page } = body;
    expect(page).toEqual(
      await answer(
        reviewer,
        '/reviews/feed_events.json',
        feedPageResponseSchema.omit({ meta_data: true }),
      ),
    );
    await refusedToGuests('/reviews/feed.json');
  });

  it('no route the app answers is taken by the legacy shop redirect (spec §2 "/reviews/{rest}")', async () => {
    const paths = testApp.app.routeTable
      .filter(
        (route) =>
          route.method === 'GET' && route.url.startsWith('/reviews/') && !/[:*]/.test(route.url),
      )
      .map((route) => route.url);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/reviews/how-it-works.json',
        '/reviews/write-review.json',
        '/reviews/feed.json',
      ]),
    );
    for (const path of paths) {
      const response = await guest.get(path);
      expect({ path, location: response.headers.location }).toEqual({ path, location: undefined });
    }
  });
});
