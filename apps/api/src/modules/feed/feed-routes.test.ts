import { sql } from 'kysely';
import {
  errorResponseSchema,
  feedEventsResponseSchema,
  reviewStateResponseSchema,
} from '@vouch/contracts';
import { FEED_PAGE_SIZE } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP, SECOND_REVIEWER_DRAFT } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let ids: { shop: string; shopId: string; productId: string; draft: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const { rows } = await sql<typeof ids>`
    select s.encoded_id as shop, s.id::text as "shopId", p.id::text as "productId",
           (select public_id from reviews r where r.product_id = p.id and r.title = ${SECOND_REVIEWER_DRAFT.title}) as draft
    from shops s join products p on p.shop_id = s.id where s.slug = ${DEMO_SHOP.slug} and p.handle = ${DEMO_PRODUCT.handle}`.execute(
    testApp.database.db,
  );
  ids = rows[0]!;
});
afterAll(() => testApp.close());

const feedOf = async (browser: TestBrowser, query = '') => {
  const response = await browser.get(`/reviews/feed_events.json${query}`);
  expect(response.statusCode).toBe(200);
  return feedEventsResponseSchema.parse(response.json());
};

const figures = async () => {
  const { rows } = await sql<{
    product_reviews: number;
    shop_reviews: number;
    authenticity: string;
    feed_events: number;
  }>`
    select p.reviews_count as product_reviews, m.reviews_count as shop_reviews, m.authenticity_score as authenticity,
           (select count(*)::int from feed_events e join reviews r on r.id = e.review_id where r.public_id = ${ids.draft}) as feed_events
    from products p join shop_metrics m on m.shop_id = p.shop_id where p.id = ${ids.productId}`.execute(
    testApp.database.db,
  );
  return rows[0]!;
};

describe('the feed (spec §7 feed_events.json) and review publishing (spec §4 Review)', () => {
  it('tells a follower of a shop about a review published there, with its owner and the review', async () => {
    const follower = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect(
      (
        await follower.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          shop_enc_id: ids.shop,
        })
      ).statusCode,
    ).toBe(200);
    const author = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const before = await figures();

    const published = await author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/publish`);
    expect(published.statusCode).toBe(200);
    expect(reviewStateResponseSchema.parse(published.json()).review).toEqual({
      public_id: ids.draft,
      published: true,
      deleted: false,
    });
    const after = await figures();
    expect(after.product_reviews).toBe(before.product_reviews + 1);
    expect(after.shop_reviews).toBe(before.shop_reviews + 1);
    // An unverified review published lowers the shop's verified share (authenticity, spec §9).
    expect(Number(after.authenticity)).toBeLessThanOrEqual(Number(before.authenticity));
    expect(after.feed_events).toBe(3);

    const feed = await feedOf(follower);
    const event = feed.feed_events[0]!;
    expect(event).toMatchObject({
      event_type: 'review_published',
      event_owner: { class: 'Shop', encoded_id: ids.shop, name: DEMO_SHOP.name },
    });
    expect(event.review).toMatchObject({
      public_id: ids.draft,
      title: SECOND_REVIEWER_DRAFT.title,
      reviewer: { name: DEMO_ACCOUNTS.secondReviewer.name },
      product: { title: DEMO_PRODUCT.title },
    });

    // Narrowed to people and products, the shop's event is not there.
    const peopleOnly = await feedOf(follower, '?store_events=false');
    expect(peopleOnly.feed_events.some((item) => item.event_owner.class === 'Shop')).toBe(false);

    // Unpublished, it leaves the feed and the counts go back.
    expect(
      (await author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/unpublish`)).statusCode,
    ).toBe(200);
    expect(await figures()).toEqual({ ...before, feed_events: 0 });
    expect(
      (await feedOf(follower)).feed_events.some((item) => item.review.public_id === ids.draft),
    ).toBe(false);
  });

  it('pages with the max_created_at cursor, newest first, without repeats or gaps, though a review has several events', async () => {
    const follower = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    // Every followed review gets a second event just after its first (as pictures added later do):
    // one entry per review must not make a page skip another owner's older events.
    await sql`insert into feed_events (owner_type, owner_id, event_type, review_id, created_at)
              select e.owner_type, e.owner_id, 'media_added', e.review_id, e.created_at + interval '1 microsecond'
              from feed_events e join follows f on f.followee_type = e.owner_type and f.followee_id = e.owner_id
              join users u on u.id = f.follower_id where u.email = ${DEMO_ACCOUNTS.reviewer.email}`.execute(
      testApp.database.db,
    );
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from feed_events e join follows f on f.followee_type = e.owner_type and f.followee_id = e.owner_id
      join users u on u.id = f.follower_id where u.email = ${DEMO_ACCOUNTS.reviewer.email}`.execute(
      testApp.database.db,
    );
    expect(rows[0]!.count).toBeGreaterThan(FEED_PAGE_SIZE);
    const seen: string[] = [];
    const seenReviews: string[] = [];
    let query = '';
    for (;;) {
      const page = await feedOf(follower, query);
      // The prompt leads the first page only.
      if (query) expect(page.current_reviewer_unreviewed_products).toEqual([]);
      seen.push(...page.feed_events.map((event) => event.id));
      const pageReviews = page.feed_events.map((event) => event.review.public_id);
      expect(new Set(pageReviews).size).toBe(pageReviews.length);
      seenReviews.push(...pageReviews);
      if (!page.max_created_at) break;
      query = `?max_created_at=${encodeURIComponent(page.max_created_at!)}&max_id=${page.max_id}`;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeLessThanOrEqual(rows[0]!.count);
    // Every review the follower's events are about is there (once per page: issue #29, item 2).
    const { rows: reviews } = await sql<{ count: number }>`
      select count(distinct e.review_id)::int as count from feed_events e join follows f on f.followee_type = e.owner_type and f.followee_id = e.owner_id
      join users u on u.id = f.follower_id where u.email = ${DEMO_ACCOUNTS.reviewer.email}`.execute(
      testApp.database.db,
    );
    expect(new Set(seenReviews).size).toBe(reviews[0]!.count);
  });

  it('shows a review once whatever happened to it, and puts it back when restored or republished (issue #29, item 2)', async () => {
    const follower = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    // Followed through its shop and its product, with pictures: three owners' events, two kinds.
    expect(
      (
        await follower.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          shop_enc_id: ids.shop,
        })
      ).statusCode,
    ).toBe(200);
    const { rows } = await sql<{
      encoded_id: string;
    }>`select encoded_id from products where id = ${ids.productId}`.execute(testApp.database.db);
    expect(
      (
        await follower.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          product_enc_id: rows[0]!.encoded_id,
        })
      ).statusCode,
    ).toBe(200);
    const author = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const entries = async () =>
      (await feedOf(follower)).feed_events.filter((event) => event.review.public_id === ids.draft);

    expect(
      (await author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/publish`)).statusCode,
    ).toBe(200);
    await sql`insert into feed_events (owner_type, owner_id, event_type, review_id, created_at)
              select owner_type, owner_id, 'media_added', review_id, created_at from feed_events
              where event_type = 'review_published' and owner_type <> 'Reviewer'
                and review_id = (select id from reviews where public_id = ${ids.draft})`.execute(
      testApp.database.db,
    );
    expect(await entries()).toEqual([expect.objectContaining({ event_type: 'review_published' })]);

    for (const [away, back] of [
      ['DELETE', 'restore'],
      ['unpublish', 'publish'],
    ] as const) {
      expect(
        (
          await (away === 'DELETE'
            ? author.send('DELETE', `/reviews/reviewer/reviews/${ids.draft}`)
            : author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/${away}`))
        ).statusCode,
      ).toBe(200);
      expect(await entries()).toEqual([]);
      expect(
        (await author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/${back}`)).statusCode,
      ).toBe(200);
      expect(await entries()).toHaveLength(1);
    }
    // As the other tests found it: a draft.
    expect(
      (await author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/unpublish`)).statusCode,
    ).toBe(200);
  });

  it('asks the reviewer to review what they ordered and have not reviewed', async () => {
    const reviewer = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const feed = await feedOf(reviewer);
    const { rows } = await sql<{ public_id: string }>`
      select li.public_id from line_items li join orders o on o.id = li.order_id join users u on u.id = o.user_id
      where u.email = ${DEMO_ACCOUNTS.reviewer.email} and not exists (select 1 from reviews r where r.line_item_id = li.id)`.execute(
      testApp.database.db,
    );
    const unreviewed = new Set(rows.map((row) => row.public_id));
    expect(feed.current_reviewer_unreviewed_products.length).toBeGreaterThan(0);
    expect(
      feed.current_reviewer_unreviewed_products.every((item) =>
        unreviewed.has(item.line_item_public_id),
      ),
    ).toBe(true);
  });

  it('answers guests 401 and a bad cursor 400', async () => {
    const guest = await new TestBrowser(testApp.app).get('/reviews/feed_events.json');
    expect(guest.statusCode).toBe(401);
    expect(errorResponseSchema.parse(guest.json()).error.message).toMatch(/Sign in/);
    const reviewer = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const bad = await reviewer.get('/reviews/feed_events.json?max_created_at=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).error.message).toMatch(/max_created_at/);
  });
});

describe("managing one's reviews (spec §7 publish, unpublish, delete, restore)", () => {
  it("refuses guests, other reviewers' reviews and publishing a deleted review, and changes nothing then", async () => {
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect(
      (await guest.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/publish`)).statusCode,
    ).toBe(401);
    const other = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect(
      (await other.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/publish`)).statusCode,
    ).toBe(404);
    const author = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    expect(
      (
        await author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/publish`, undefined, {
          csrf: false,
        })
      ).statusCode,
    ).toBe(403);
    const before = await figures();

    expect(
      reviewStateResponseSchema.parse(
        (await author.send('DELETE', `/reviews/reviewer/reviews/${ids.draft}`)).json(),
      ).review.deleted,
    ).toBe(true);
    const refused = await author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(errorResponseSchema.parse(refused.json()).error.message).toMatch(/Restore it first/);
    expect(
      reviewStateResponseSchema.parse(
        (await author.send('PUT', `/reviews/reviewer/reviews/${ids.draft}/restore`)).json(),
      ).review,
    ).toEqual({
      public_id: ids.draft,
      published: false,
      deleted: false,
    });
    expect(await figures()).toEqual(before);
  });
});
