import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import {
  avatarResponseSchema,
  errorResponseSchema,
  meResponseSchema,
  privateProfileResponseSchema,
  profileEditResponseSchema,
  profileUpdateResponseSchema,
  publicProfileResponseSchema,
  recommendationsResponseSchema,
  reviewerDisputesResponseSchema,
  rewardsResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, emailChangeTokenFor, signedInBrowser, signUpThroughLink, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const demo = DEMO_ACCOUNTS.reviewer;
const second = DEMO_ACCOUNTS.secondReviewer;
const query = <Row>(statement: ReturnType<typeof sql<Row>>) => statement.execute(testApp.database.db).then((result) => result.rows);
const userRow = async (slug: string) =>
  (
    await query(
      sql<{
        id: string;
        name: string;
        subscribed_rs: boolean | null;
        country: string | null;
        avatar_url: string | null;
        email: string;
        password_hash: string;
      }>`select id::text, name, subscribed_rs, country, avatar_url, email, password_hash from users where slug = ${slug}`,
    )
  )[0]!;

async function guest() {
  const browser = new TestBrowser(testApp.app);
  await browser.open('/reviews');
  return browser;
}

let reviewersMade = 0;
async function newReviewer(name = 'Pat Profile') {
  // Each from an address of its own: sign-up allows ten an hour per address.
  reviewersMade += 1;
  const browser = new TestBrowser(testApp.app, { remoteAddress: `198.18.0.${reviewersMade}` });
  const email = `profile-${Date.now()}-${Math.random()}@example.com`;
  await signUpThroughLink(testApp, browser, { name, email, password: 'a long enough password' });
  const me = meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer!;
  return { browser, email, slug: me.slug, password: 'a long enough password' };
}

/** Changes the sign-in e-mail as a person does: asks, then opens the link mailed to the new address. */
async function changeEmailByLink(browser: TestBrowser, email: string, password: string) {
  const asked = await browser.send('PUT', '/reviews/profile/email', { email, current_password: password });
  if (asked.statusCode !== 202) throw new Error(`asking for an e-mail change answered ${asked.statusCode}`);
  const confirmed = await browser.send('POST', '/reviews/profile/email/confirm', { token: emailChangeTokenFor(testApp.outbox, email, 'confirm') });
  if (confirmed.statusCode !== 200) throw new Error(`confirming the e-mail change answered ${confirmed.statusCode}`);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

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
    expect(profile.extra_data.recommendations_data.items.length).toBe(Math.min(5, counts!.recommendations));
    expect(profile.extra_data.followings_data.shops_count).toBe(counts!.shops);
    // Nothing private leaks into the public answer.
    expect(response.body).not.toContain(user.email);
    expect(response.json().basic_data).not.toHaveProperty('subscribed_rs');
    expect(response.json().extra_data).not.toHaveProperty('rewards_data');
  });

  it('filters by stars and words and pages like the product page, and refuses a bad filter with 400', async () => {
    const browser = await guest();
    const fives = publicProfileResponseSchema.parse((await browser.get(`/reviews/profile/${demo.slug}?format=json&filter_rating=5`)).json());
    expect(fives.reviews.reviews.every((review) => review.rating === 5)).toBe(true);
    expect(fives.reviews.total_count).toBe(fives.reviews.ratings.rating_histogram_data['5']);
    const bad = await browser.get(`/reviews/profile/${demo.slug}?format=json&filter_rating=9`);
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).error.message).toMatch(/filter_rating/);
    expect((await browser.get('/reviews/profile/nobody-by-this-name?format=json')).statusCode).toBe(404);
  });

  it('renders its head and ProfilePage JSON-LD on the server', async () => {
    const html = (await (await guest()).open(`/reviews/profile/${demo.slug}`)).body;
    expect(html).toContain(`<title>${demo.name}&#39;s reviews | Vouch</title>`);
    expect(html).toMatch(/"@type":"ProfilePage"/);
    expect(html).toMatch(/"@type":"Person","name":"Dana Demo"/);
  });

  it('pages recommendations "5 per page on public profile, 20 on private" (spec §9), and nothing else', async () => {
    const browser = await guest();
    const five = recommendationsResponseSchema.parse((await browser.get(`/reviews/profile/${demo.slug}/recommendations?page=1`)).json());
    expect(five.per_page).toBe(5);
    expect(five.items.every((item) => item.rating >= 4)).toBe(true);
    expect(recommendationsResponseSchema.parse((await browser.get(`/reviews/profile/${demo.slug}/recommendations?per_page=20`)).json()).per_page).toBe(20);
    expect((await browser.get(`/reviews/profile/${demo.slug}/recommendations?per_page=500`)).statusCode).toBe(400);
  });
});

describe('private profile /reviews/users/{slug}?format=json', () => {
  it('is 401 for a guest and 403 for another reviewer, and answers the owner privately, asked again on every use', async () => {
    expect((await (await guest()).get(`/reviews/users/${demo.slug}?format=json`)).statusCode).toBe(401);
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
    expect(profile.extra_data.own_reviews_data.total_count).toBeGreaterThan(profile.extra_data.reviews_data.total_reviews_count);
  });

  it('lists drafts and recently deleted reviews under "unpublished", each restorable for 30 days', async () => {
    const owner = await signedInBrowser(testApp.app, demo);
    const unpublished = privateProfileResponseSchema.parse((await owner.get(`/reviews/users/${demo.slug}?format=json&review_type=unpublished`)).json());
    expect(unpublished.reviews.reviews.length).toBeGreaterThan(0);
    expect(unpublished.reviews.reviews.every((review) => !review.published || review.deleted)).toBe(true);
    const deleted = unpublished.reviews.reviews.find((review) => review.deleted)!;
    expect(new Date(deleted.restorable_until!).getTime()).toBeGreaterThan(Date.now());
    const published = privateProfileResponseSchema.parse((await owner.get(`/reviews/users/${demo.slug}?format=json&review_type=published`)).json());
    expect(published.reviews.reviews.every((review) => review.published && !review.deleted)).toBe(true);
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
    const rewards = rewardsResponseSchema.parse((await owner.get('/reviews/reviewer/rewards')).json());
    const [own] = await query(
      sql<{ codes: string[] }>`select array_agg(code order by code) as codes from rewards w join users u on u.id = w.user_id where u.slug = ${demo.slug}`,
    );
    expect(rewards.items.map((reward) => reward.code).sort()).toEqual(own!.codes);
    expect(rewards.total_count).toBe(own!.codes.length);
    const disputes = reviewerDisputesResponseSchema.parse((await owner.get('/reviews/reviewer/disputes')).json());
    const [count] = await query(sql<{ n: number }>`select count(*)::int as n from disputes d join users u on u.id = d.user_id where u.slug = ${demo.slug}`);
    expect(disputes.total_count).toBe(count!.n);
  });

  it('answer, on the shop side, the disputes about the shops the viewer answers for, and none to a reviewer without a shop', async () => {
    const shopOwner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const aboutShop = reviewerDisputesResponseSchema.parse((await shopOwner.get('/reviews/reviewer/disputes?side=shop')).json());
    const [count] = await query(sql<{ n: number }>`select count(*)::int as n from disputes d
      join shop_members m on m.shop_id = d.shop_id join users u on u.id = m.user_id where u.slug = ${DEMO_ACCOUNTS.shopOwner.slug}`);
    expect(count!.n).toBeGreaterThan(0);
    expect(aboutShop.total_count).toBe(count!.n);
    expect(new Set(aboutShop.items.map((item) => item.shop.name))).toEqual(new Set([DEMO_SHOP.name]));
    const reviewer = await signedInBrowser(testApp.app, second);
    expect(reviewerDisputesResponseSchema.parse((await reviewer.get('/reviews/reviewer/disputes?side=shop')).json()).total_count).toBe(0);
    expect((await reviewer.get('/reviews/reviewer/disputes?side=arbitrator')).statusCode).toBe(400);
  });
});

describe('PUT /reviews/profile/update', () => {
  it("stores the subscribe prompt's answer and the edit page's fields", async () => {
    const { browser, slug } = await newReviewer('Robin Quill');
    const response = await browser.send('PUT', '/reviews/profile/update', { reviewer: { subscribed_rs: false, country: 'nl', short_display_name: true } });
    expect(response.statusCode).toBe(200);
    expect(profileUpdateResponseSchema.parse(response.json()).basic_data).toMatchObject({ subscribed_rs: false, country: 'NL', short_display_name: true });
    expect(await userRow(slug)).toMatchObject({ subscribed_rs: false, country: 'NL' });
  });

  it('shows the new name as "First L." on every review of the reviewer who chose it', async () => {
    const { browser, slug } = await newReviewer('Casey Writer');
    const user = await userRow(slug);
    await query(sql`insert into reviews (public_id, uuid, user_id, reviewer_display_name, shop_id, rating, source, created_at, updated_at)
                    values ('rv-name-test', gen_random_uuid(), ${user.id}, 'Casey Writer', 1, 5, 'organic', now(), now())`);
    await browser.send('PUT', '/reviews/profile/update', { reviewer: { name: 'Casey Longname', short_display_name: true } });
    const [review] = await query(sql<{ reviewer_display_name: string }>`select reviewer_display_name from reviews where public_id = 'rv-name-test'`);
    expect(review!.reviewer_display_name).toBe('Casey L.');
  });

  it("shows the reviewer's Gravatar only once they choose it, keyed by their e-mail's SHA-256, and follows a new e-mail", async () => {
    const { browser, slug, email, password } = await newReviewer('Gale Gravatar');
    const gravatarOf = async () => (await query(sql<{ gravatar_hash: string | null }>`select gravatar_hash from users where slug = ${slug}`))[0]!.gravatar_hash;
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(await gravatarOf()).toBeNull();
    // Changing the e-mail alone does not turn it on.
    await changeEmailByLink(browser, `moved-${email}`, password);
    expect(await gravatarOf()).toBeNull();

    const chosen = await browser.send('PUT', '/reviews/profile/update', { reviewer: { show_gravatar: true } });
    expect(chosen.statusCode).toBe(200);
    expect(profileUpdateResponseSchema.parse(chosen.json()).basic_data.gravatar_hash).toBe(sha256(`moved-${email}`));
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer!.gravatar_hash).toBe(sha256(`moved-${email}`));
    await changeEmailByLink(browser, `Back-${email.toUpperCase()}`, password);
    expect(await gravatarOf()).toBe(sha256(`back-${email}`));

    await browser.send('PUT', '/reviews/profile/update', { reviewer: { show_gravatar: false } });
    expect(await gravatarOf()).toBeNull();
  });

  it('refuses a guest (401), a missing CSRF token (403), an unknown country or currency and an empty name (400), changing nothing', async () => {
    const { browser, slug } = await newReviewer();
    const before = await userRow(slug);
    expect((await (await guest()).send('PUT', '/reviews/profile/update', { reviewer: { subscribed_rs: true } })).statusCode).toBe(401);
    expect((await browser.send('PUT', '/reviews/profile/update', { reviewer: { subscribed_rs: true } }, { csrf: false })).statusCode).toBe(403);
    const country = await browser.send('PUT', '/reviews/profile/update', { reviewer: { country: 'QQ', subscribed_rs: true } });
    expect(country.statusCode).toBe(400);
    expect(errorResponseSchema.parse(country.json()).error.fields).toEqual({ 'reviewer.country': 'Unknown country' });
    expect((await browser.send('PUT', '/reviews/profile/update', { reviewer: { currency: 'XXX' } })).statusCode).toBe(400);
    expect((await browser.send('PUT', '/reviews/profile/update', { reviewer: { name: '   ' } })).statusCode).toBe(400);
    expect((await browser.send('PUT', '/reviews/profile/update', { reviewer: { role: 'arbitrator' } })).statusCode).toBe(400);
    expect(await userRow(slug)).toEqual(before);
  });

  it('serves the edit page its own data, and a guest 401', async () => {
    const { browser, slug } = await newReviewer();
    const edit = profileEditResponseSchema.parse((await browser.get('/reviews/profile/edit?format=json')).json());
    expect(edit.basic_data.slug).toBe(slug);
    expect((await (await guest()).get('/reviews/profile/edit?format=json')).statusCode).toBe(401);
  });
});

describe('POST /reviews/profile/avatar', () => {
  it('stores a picture at two sizes, served as WebP, and shows it as the reviewer avatar', async () => {
    const { browser, slug } = await newReviewer();
    const response = await browser.upload('/reviews/profile/avatar', {
      field: 'avatar',
      filename: 'me.jpg',
      contentType: 'image/jpeg',
      bytes: await picture(900, 600),
    });
    expect(response.statusCode).toBe(200);
    const { avatar_image_url } = avatarResponseSchema.parse(response.json());
    for (const [url, size] of [
      [avatar_image_url.normal, 96],
      [avatar_image_url.retina, 192],
    ] as const) {
      const file = await browser.get(url);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: size, height: size });
    }
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.avatar_image_url).toEqual(avatar_image_url);
    expect((await userRow(slug)).avatar_url).toBe(avatar_image_url.normal);
  });

  it('sniffs the bytes: a renamed program is refused by name, the account and the folder unchanged', async () => {
    const { browser, slug } = await newReviewer();
    const filesBefore = await readdir(path.join(testApp.mediaDir, 'avatars')).catch(() => []);
    const response = await browser.upload('/reviews/profile/avatar', {
      field: 'avatar',
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 1)]),
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe('"holiday.jpg" is not a JPEG, PNG, WebP or HEIC picture.');
    expect((await userRow(slug)).avatar_url).toBeNull();
    expect(await readdir(path.join(testApp.mediaDir, 'avatars')).catch(() => [])).toEqual(filesBefore);
  });

  it('refuses a picture over 5 MB (413) and a guest (401)', async () => {
    const { browser, slug } = await newReviewer();
    const big = await browser.upload('/reviews/profile/avatar', {
      field: 'avatar',
      filename: 'big.png',
      contentType: 'image/png',
      bytes: Buffer.alloc(5 * 1024 * 1024 + 10, 7),
    });
    expect(big.statusCode).toBe(413);
    expect(errorResponseSchema.parse(big.json()).error.message).toBe('"big.png" is larger than 5 MB. Choose a smaller file.');
    expect((await userRow(slug)).avatar_url).toBeNull();
    const anonymous = await guest();
    expect(
      (await anonymous.upload('/reviews/profile/avatar', { field: 'avatar', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await picture(10, 10) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('e-mail and password change', () => {
  it('needs the current password; a wrong one changes nothing', async () => {
    const { browser, slug } = await newReviewer();
    const before = await userRow(slug);
    const wrong = await browser.send('PUT', '/reviews/profile/password', { current_password: 'not it at all', new_password: 'another long password' });
    expect(wrong.statusCode).toBe(400);
    expect(errorResponseSchema.parse(wrong.json()).error.fields).toEqual({ current_password: 'Your current password is not right' });
    const email = await browser.send('PUT', '/reviews/profile/email', { email: 'fresh@example.com', current_password: 'not it at all' });
    expect(email.statusCode).toBe(400);
    expect(await userRow(slug)).toEqual(before);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { browser, email, password } = await newReviewer();
    const elsewhere = await signedInBrowser(testApp.app, { email, password });
    expect(meResponseSchema.parse((await elsewhere.get('/reviews/me.json')).json()).reviewer).not.toBeNull();
    const response = await browser.send('PUT', '/reviews/profile/password', { current_password: password, new_password: 'a brand new passphrase' });
    expect(response.statusCode).toBe(200);
    expect(meResponseSchema.parse((await elsewhere.get('/reviews/me.json')).json()).reviewer).toBeNull();
    expect(meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer).not.toBeNull();
    await expect(signedInBrowser(testApp.app, { email, password: 'a brand new passphrase' })).resolves.toBeInstanceOf(TestBrowser);
  });
});
