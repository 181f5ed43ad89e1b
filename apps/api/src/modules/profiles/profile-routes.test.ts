import { sql } from 'kysely';
import {
  errorResponseSchema,
  privateProfileResponseSchema,
  publicProfileResponseSchema,
  recommendationsResponseSchema,
  reviewerDisputesResponseSchema,
  rewardsResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';
import { profileTestHelpers } from '../../testing/fixtures/profiles';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const demo = DEMO_ACCOUNTS.reviewer;
const second = DEMO_ACCOUNTS.secondReviewer;
const { query, userRow, guest } = profileTestHelpers(() => testApp);

describe('public profile /reviews/profile/{slug}?format=json', () => {
  it('answers a guest with basic_data, extra_data and published reviews, every count counted from the rows', async () => {
    const browser = await guest();
    const response = await browser.get(`/reviews/profile/${demo.slug}?format=json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const profile = publicProfileResponseSchema.parse(response.json());
    const user = await userRow(demo.slug);
    const [counts] = await query(sql<{ reviews: number; recommendations: number; shops: number }>`
      select (select count(*)::int from reviews where user_id = ${user.id} and published and deleted_at is null) as reviews,
             (select count(*)::int from reviews where user_id = ${user.id} and published and deleted_at is null and recommended and rating >= 4) as recommendations,
             (select count(*)::int from follows where follower_id = ${user.id} and followee_type = 'Shop') as shops`);
    expect(profile.basic_data.name).toBe(demo.name);
    expect(profile.extra_data.reviews_data.total_reviews_count).toBe(counts!.reviews);
    expect(profile.reviews.total_count).toBe(counts!.reviews);
    expect(profile.extra_data.recommendations_data.total).toBe(counts!.recommendations);
    expect(profile.extra_data.recommendations_data.items.length).toBe(
      Math.min(5, counts!.recommendations),
    );
    expect(profile.extra_data.followings_data.shops_count).toBe(counts!.shops);
    // Nothing private leaks into the public answer.
    expect(response.body).not.toContain(user.email);
    expect(response.json().basic_data).not.toHaveProperty('subscribed_rs');
    expect(response.json().extra_data).not.toHaveProperty('rewards_data');
  });

  it('puts beside each header label the number of what it names (issue #58)', async () => {
    const browser = await guest();
    // Sam's verified reviews are none of an order placed here: the label says reviews, not purchases.
    const profileOf = async (query = '') =>
      publicProfileResponseSchema.parse(
        (await browser.get(`/reviews/profile/${second.slug}?format=json${query}`)).json(),
      );
    const profile = await profileOf();
    const verifiedOnly = await profileOf('&verified_only=true');
    const user = await userRow(second.slug);
    const [rows] = await query(sql<{
      verified: number;
      followers: number;
      products: number;
      reviewers: number;
    }>`
      select (select count(*)::int from reviews where user_id = ${user.id} and verified and published and deleted_at is null) as verified,
             (select count(*)::int from follows where followee_type = 'Reviewer' and followee_id = ${user.id}) as followers,
             (select count(*)::int from follows where follower_id = ${user.id} and followee_type = 'Product') as products,
             (select count(*)::int from follows where follower_id = ${user.id} and followee_type = 'Reviewer') as reviewers`);
    // "N verified reviews": the reviews the list's "Verified only" shows.
    expect(profile.basic_data.verified_reviews_count).toBe(rows!.verified);
    expect(verifiedOnly.reviews.total_count).toBe(rows!.verified);
    expect(profile.basic_data.followers_count).toBe(rows!.followers);
    expect(profile.extra_data.followings_data.products_count).toBe(rows!.products);
    expect(profile.extra_data.followings_data.reviewers_count).toBe(rows!.reviewers);
    expect(rows!.followers).toBeGreaterThan(0);
  });

  it('filters by stars and words and pages like the product page, and refuses a bad filter with 400', async () => {
    const browser = await guest();
    const fives = publicProfileResponseSchema.parse(
      (await browser.get(`/reviews/profile/${demo.slug}?format=json&filter_rating=5`)).json(),
    );
    expect(fives.reviews.reviews.every((review) => review.rating === 5)).toBe(true);
    expect(fives.reviews.total_count).toBe(fives.reviews.ratings.rating_histogram_data['5']);
    const bad = await browser.get(`/reviews/profile/${demo.slug}?format=json&filter_rating=9`);
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).error.message).toMatch(/filter_rating/);
    expect((await browser.get('/reviews/profile/nobody-by-this-name?format=json')).statusCode).toBe(
      404,
    );
  });

  it('renders its head and ProfilePage JSON-LD on the server', async () => {
    const html = (await (await guest()).open(`/reviews/profile/${demo.slug}`)).body;
    expect(html).toContain(`<title>${demo.name}&#39;s reviews | Vouch</title>`);
    expect(html).toMatch(/"@type":"ProfilePage"/);
    expect(html).toMatch(/"@type":"Person","name":"Dana Demo"/);
  });

  it('pages recommendations "5 per page on public profile, 20 on private" (spec §9), and nothing else', async () => {
    const browser = await guest();
    const five = recommendationsResponseSchema.parse(
      (await browser.get(`/reviews/profile/${demo.slug}/recommendations?page=1`)).json(),
    );
    expect(five.per_page).toBe(5);
    expect(five.items.every((item) => item.rating >= 4)).toBe(true);
    expect(
      recommendationsResponseSchema.parse(
        (await browser.get(`/reviews/profile/${demo.slug}/recommendations?per_page=20`)).json(),
      ).per_page,
    ).toBe(20);
    expect(
      (await browser.get(`/reviews/profile/${demo.slug}/recommendations?per_page=500`)).statusCode,
    ).toBe(400);
  });
});

describe('private profile /reviews/users/{slug}?format=json', () => {
  it('is 401 for a guest and 403 for another reviewer, and answers the owner privately, asked again on every use', async () => {
    expect((await (await guest()).get(`/reviews/users/${demo.slug}?format=json`)).statusCode).toBe(
      401,
    );
    const other = await signedInBrowser(testApp.app, second);
    const refused = await other.get(`/reviews/users/${demo.slug}?format=json`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(demo.email);
    const owner = await signedInBrowser(testApp.app, demo);
    const response = await owner.get(`/reviews/users/${demo.slug}?format=json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    const profile = privateProfileResponseSchema.parse(response.json());
    const user = await userRow(demo.slug);
    const [counts] = await query(sql<{ rewards: number; orders: number; disputes: number }>`
      select (select count(*)::int from rewards where user_id = ${user.id}) as rewards,
             (select count(*)::int from line_items li join orders o on o.id = li.order_id where o.user_id = ${user.id}) as orders,
             (select count(*)::int from disputes where user_id = ${user.id}) as disputes`);
    expect(profile.extra_data.rewards_data.total_count).toBe(counts!.rewards);
    expect(profile.extra_data.orders_data.total_count).toBe(counts!.orders);
    expect(profile.extra_data.disputes_data.total_count).toBe(counts!.disputes);
    expect(counts!.rewards).toBeGreaterThan(0);
    // Issue #29, item 2: the reviews tab's count is the total of the list under it, which holds
    // unpublished and restorable reviews too (more than the published count anyone sees).
    expect(profile.extra_data.own_reviews_data.total_count).toBe(profile.reviews.total_count);
    expect(profile.extra_data.own_reviews_data.total_count).toBeGreaterThan(
      profile.extra_data.reviews_data.total_reviews_count,
    );
  });

  it('lists drafts and recently deleted reviews under "unpublished", each restorable for 30 days', async () => {
    const owner = await signedInBrowser(testApp.app, demo);
    const unpublished = privateProfileResponseSchema.parse(
      (await owner.get(`/reviews/users/${demo.slug}?format=json&review_type=unpublished`)).json(),
    );
    expect(unpublished.reviews.reviews.length).toBeGreaterThan(0);
    expect(unpublished.reviews.reviews.every((review) => !review.published || review.deleted)).toBe(
      true,
    );
    const deleted = unpublished.reviews.reviews.find((review) => review.deleted)!;
    expect(new Date(deleted.restorable_until!).getTime()).toBeGreaterThan(Date.now());
    const published = privateProfileResponseSchema.parse(
      (await owner.get(`/reviews/users/${demo.slug}?format=json&review_type=published`)).json(),
    );
    expect(published.reviews.reviews.every((review) => review.published && !review.deleted)).toBe(
      true,
    );
  });
});

describe('private tabs: rewards and disputes of the signed-in reviewer only', () => {
  it('are 401 for a guest', async () => {
    const browser = await guest();
    expect((await browser.get('/reviews/reviewer/rewards')).statusCode).toBe(401);
    expect((await browser.get('/reviews/reviewer/disputes')).statusCode).toBe(401);
  });

  it("answer the reviewer's own rows, counted from the data", async () => {
    const owner = await signedInBrowser(testApp.app, demo);
    const rewards = rewardsResponseSchema.parse(
      (await owner.get('/reviews/reviewer/rewards')).json(),
    );
    const [own] = await query(
      sql<{
        codes: string[];
      }>`select array_agg(code order by code) as codes from rewards w join users u on u.id = w.user_id where u.slug = ${demo.slug}`,
    );
    expect(rewards.items.map((reward) => reward.code).sort()).toEqual(own!.codes);
    expect(rewards.total_count).toBe(own!.codes.length);
    const disputes = reviewerDisputesResponseSchema.parse(
      (await owner.get('/reviews/reviewer/disputes')).json(),
    );
    const [count] = await query(
      sql<{
        n: number;
      }>`select count(*)::int as n from disputes d join users u on u.id = d.user_id where u.slug = ${demo.slug}`,
    );
    expect(disputes.total_count).toBe(count!.n);
  });

  it('answer, on the shop side, the disputes about the shops the viewer answers for, and none to a reviewer without a shop', async () => {
    const shopOwner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const aboutShop = reviewerDisputesResponseSchema.parse(
      (await shopOwner.get('/reviews/reviewer/disputes?side=shop')).json(),
    );
    const [count] = await query(sql<{ n: number }>`select count(*)::int as n from disputes d
      join shop_members m on m.shop_id = d.shop_id join users u on u.id = m.user_id where u.slug = ${DEMO_ACCOUNTS.shopOwner.slug}`);
    expect(count!.n).toBeGreaterThan(0);
    expect(aboutShop.total_count).toBe(count!.n);
    // The Disputes tab counts both lists under it: the owner's own disputes and those about the shop.
    const own = reviewerDisputesResponseSchema.parse(
      (await shopOwner.get('/reviews/reviewer/disputes')).json(),
    );
    const profile = privateProfileResponseSchema.parse(
      (await shopOwner.get(`/reviews/users/${DEMO_ACCOUNTS.shopOwner.slug}?format=json`)).json(),
    );
    expect(profile.extra_data.disputes_data.total_count).toBe(
      own.total_count + aboutShop.total_count,
    );
    expect(new Set(aboutShop.items.map((item) => item.shop.name))).toEqual(
      new Set([DEMO_SHOP.name]),
    );
    const reviewer = await signedInBrowser(testApp.app, second);
    expect(
      reviewerDisputesResponseSchema.parse(
        (await reviewer.get('/reviews/reviewer/disputes?side=shop')).json(),
      ).total_count,
    ).toBe(0);
    expect((await reviewer.get('/reviews/reviewer/disputes?side=arbitrator')).statusCode).toBe(400);
  });
});
