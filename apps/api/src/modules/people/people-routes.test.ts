import { sql } from 'kysely';
import {
  errorResponseSchema,
  followingResponseSchema,
  peopleResponseSchema,
} from '@vouch/contracts';
import { PEOPLE_PAGE_SIZE } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const people = async (browser: TestBrowser, query: string) => {
  const response = await browser.get(`/reviews/people.json?${query}`);
  expect(response.statusCode).toBe(200);
  return peopleResponseSchema.parse(response.json());
};

describe('find people (spec §3 people search)', () => {
  it('orders reviewers by followers, then pages on without repeats', async () => {
    const guest = new TestBrowser(testApp.app);
    const first = await people(guest, 'sort_by=followers');
    const second = await people(guest, 'sort_by=followers&page=2');
    expect(first.reviewers.length).toBe(PEOPLE_PAGE_SIZE);
    const counts = [...first.reviewers, ...second.reviewers].map(
      (reviewer) => reviewer.followers_count,
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ids = [...first.reviewers, ...second.reviewers].map((reviewer) => reviewer.encoded_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each reviewer's avatar in its 1x and 2x sizes, as stored", async () => {
    const found = await people(new TestBrowser(testApp.app), 'sort_by=reviews');
    const { rows } = await sql<{
      encoded_id: string;
      avatar_url: string | null;
      avatar_retina_url: string | null;
    }>`
      select encoded_id, avatar_url, avatar_retina_url from users`.execute(testApp.database.db);
    const stored = new Map(rows.map((row) => [row.encoded_id, row]));
    expect(found.reviewers.some((reviewer) => reviewer.avatar_image_url)).toBe(true);
    for (const reviewer of found.reviewers) {
      const row = stored.get(reviewer.encoded_id)!;
      expect(reviewer.avatar_image_url).toEqual(
        row.avatar_url ? { normal: row.avatar_url, retina: row.avatar_retina_url } : null,
      );
    }
  });

  it('filters to verified buyers and sorts by reviews', async () => {
    const found = await people(
      new TestBrowser(testApp.app),
      'sort_by=reviews&filter_by=verified_buyers',
    );
    const { rows } = await sql<{ encoded_id: string }>`
      select distinct u.encoded_id from users u join reviews r on r.user_id = u.id where r.verified and r.published and r.deleted_at is null`.execute(
      testApp.database.db,
    );
    const verified = new Set(rows.map((row) => row.encoded_id));
    expect(found.reviewers.every((reviewer) => verified.has(reviewer.encoded_id))).toBe(true);
    const counts = found.reviewers.map((reviewer) => reviewer.reviews_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('leaves the signed-in reviewer out of their own search', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const { rows } = await sql<{
      encoded_id: string;
    }>`select encoded_id from users where email = ${DEMO_ACCOUNTS.reviewer.email}`.execute(
      testApp.database.db,
    );
    for (const sort of ['followers', 'reviews', 'newest']) {
      const found = await people(browser, `sort_by=${sort}`);
      expect(found.reviewers.some((reviewer) => reviewer.encoded_id === rows[0]!.encoded_id)).toBe(
        false,
      );
    }
  });

  it('refuses an unknown order or filter, naming it', async () => {
    const response = await new TestBrowser(testApp.app).get('/reviews/people.json?sort_by=height');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/sort_by/);
    expect(
      (await new TestBrowser(testApp.app).get('/reviews/people.json?filter_by=x')).statusCode,
    ).toBe(400);
  });
});

describe('following (spec §7 following.json)', () => {
  it('lists what the reviewer follows, each class, and drops what they unfollow', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const response = await browser.get('/reviews/following.json');
    expect(response.statusCode).toBe(200);
    const following = followingResponseSchema.parse(response.json());
    const { rows } = await sql<{ followee_type: string; count: number }>`
      select followee_type, count(*)::int as count from follows f join users u on u.id = f.follower_id
      where u.email = ${DEMO_ACCOUNTS.reviewer.email} group by followee_type`.execute(
      testApp.database.db,
    );
    const counted = Object.fromEntries(rows.map((row) => [row.followee_type, row.count]));
    expect([following.products.length, following.shops.length, following.reviewers.length]).toEqual(
      [counted.Product ?? 0, counted.Shop ?? 0, counted.Reviewer ?? 0],
    );
    expect(following.shops.length).toBeGreaterThan(0);

    const shop = following.shops[0]!;
    expect(
      (
        await browser.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: false,
          shop_enc_id: shop.encoded_shop_id,
        })
      ).statusCode,
    ).toBe(200);
    const after = followingResponseSchema.parse(
      (await browser.get('/reviews/following.json')).json(),
    );
    expect(after.shops.some((item) => item.encoded_shop_id === shop.encoded_shop_id)).toBe(false);
  });

  it('answers guests 401', async () => {
    expect((await new TestBrowser(testApp.app).get('/reviews/following.json')).statusCode).toBe(
      401,
    );
  });
});
