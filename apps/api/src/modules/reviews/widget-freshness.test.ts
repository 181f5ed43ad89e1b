import { sql } from 'kysely';
import { productReviewResponseSchema, type ProductReviewResponse } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let author: TestBrowser;
let owner: TestBrowser;

/** A review, the widget address of its product, and its title as last written. */
interface Watched {
  uuid: string;
  public_id: string;
  title: string;
  base: string;
}
let authored: Watched;
let ofOwnersShop: Watched;

/**
 * The published review of `where` (first by id) with no reply, made its product's newest so that
 * most_recent's first page shows it.
 */
async function watched(where: ReturnType<typeof sql>): Promise<Watched> {
  const { rows } = await sql<Omit<Watched, 'base'> & Record<string, string>>`
    select r.uuid, r.public_id, r.title, s.domain, s.platform, s.public_token, p.external_id
    from reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id join shops s on s.id = r.shop_id
    where ${where} and r.published and r.deleted_at is null and r.held_reason is null and r.reply_body is null
    order by r.id limit 1`.execute(testApp.database.db);
  const { domain, platform, public_token, external_id, ...review } = rows[0]!;
  await sql`update reviews set created_at = now() where public_id = ${review.public_id}`.execute(
    testApp.database.db,
  );
  return {
    ...review,
    base: `/api/v1/widgets/product_review?shop_domain=${domain}&platform=${platform}&api_token=${public_token}&external_id=${external_id}`,
  } as Watched;
}

/**
 * The widget keeps whole answers (product-widget-answers.ts): each write a shopper could see on
 * the product's widget must show on the very next call, whichever filter, sort, page or words it
 * asks for.
 */
beforeAll(async () => {
  testApp = await createTestApp();
  authored = await watched(sql`u.slug = ${DEMO_ACCOUNTS.reviewer.slug}`);
  ofOwnersShop = await watched(sql`s.slug = ${DEMO_SHOP.slug}`);
  author = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
  owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
});
afterAll(() => testApp.close());

async function widget(base: string, query: string): Promise<ProductReviewResponse> {
  const response = await testApp.app.inject(`${base}${query}`);
  expect(response.statusCode).toBe(200);
  return productReviewResponseSchema.parse(response.json());
}

/** The review as the newest-first page and a word search show it (undefined: not shown), and the counts. */
async function shown(review: Watched, words = review.title) {
  const newest = await widget(review.base, '&sort_by=most_recent');
  const searched = await widget(review.base, `&search=${encodeURIComponent(words)}&per_page=50`);
  return {
    newest: newest.reviews.find((item) => item.uuid === review.uuid),
    searched: searched.reviews.find((item) => item.uuid === review.uuid),
    total: newest.total_count,
    stars: newest.widget.number_of_reviews,
  };
}

describe('product_review after writes (issue #32, item 4)', () => {
  it('keeps its answers: a change the app is not told of (made in SQL) is not seen until a write, a click being none', async () => {
    const before = await shown(authored);
    expect(before.newest?.title).toBe(authored.title);
    await sql`update reviews set title = 'Changed behind the app' where public_id = ${authored.public_id}`.execute(
      testApp.database.db,
    );
    expect((await shown(authored)).newest?.title).toBe(authored.title);
    // A click counted for a shop's statistics changes no page: the answers stay.
    const { rows } = await sql<{ shop_id: string; product_id: string }>`
      select s.encoded_id as shop_id, p.encoded_id as product_id
      from shops s join products p on p.shop_id = s.id order by s.id, p.id limit 1`.execute(
      testApp.database.db,
    );
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    const clicked = await guest.send('POST', '/reviews/click', {
      ...rows[0]!,
      referral: 'https://www.example.org/blog',
      referral_page: '/reviews',
      tracking_data: { journey: ['/reviews'], first_referrer: '', landing_page_params: {} },
    });
    expect(clicked.statusCode).toBe(204);
    expect((await shown(authored)).newest?.title).toBe(authored.title);
    await sql`update reviews set title = ${authored.title} where public_id = ${authored.public_id}`.execute(
      testApp.database.db,
    );
  });

  it('shows an edit of the review at once, in its list and in word searches', async () => {
    await shown(authored);
    await shown(authored, 'sturdier');
    const response = await author.send('PUT', `/reviews/reviewer/reviews/${authored.public_id}`, {
      rating: 3,
      title: 'Sturdier than it looks, eventually',
      body: 'Three months in, the seams hold; the zip needed some wax at first.',
      recommended: true,
    });
    expect(response.statusCode).toBe(200);
    const after = await shown(authored, 'sturdier');
    expect(after.newest).toMatchObject({ title: 'Sturdier than it looks, eventually', rating: 3 });
    expect(after.searched?.title).toBe('Sturdier than it looks, eventually');
    authored.title = 'Sturdier than it looks, eventually';
  });

  it.each([
    ['unpublish', 'PUT', 'unpublish', false],
    ['publish', 'PUT', 'publish', true],
    ['delete', 'DELETE', '', false],
    ['restore, then publish', 'PUT', 'restore', true],
  ] as const)(
    'shows the review gone or back at once after %s',
    async (_name, method, change, back) => {
      const before = await shown(authored);
      const path = `/reviews/reviewer/reviews/${authored.public_id}${change ? `/${change}` : ''}`;
      expect((await author.send(method, path)).statusCode).toBe(200);
      // A restored review comes back unpublished; its author publishes it again.
      if (change === 'restore') {
        await shown(authored);
        expect(
          (await author.send('PUT', `${path.replace(/restore$/, 'publish')}`)).statusCode,
        ).toBe(200);
      }
      const after = await shown(authored);
      expect(after.newest !== undefined).toBe(back);
      expect(after.searched !== undefined).toBe(back);
      const counted = before.newest === undefined ? 0 : 1;
      expect(after.total - before.total).toBe((back ? 1 : 0) - counted);
      expect(after.stars).toBe(after.total);
    },
  );

  it("shows the shop's reply, and its withdrawal, at once", async () => {
    await shown(ofOwnersShop);
    const path = `/reviews/shop/reviews/${ofOwnersShop.public_id}/reply`;
    const replied = await owner.send('PUT', path, { body: 'Thanks: the wax tip is a good one.' });
    expect(replied.statusCode).toBe(200);
    const after = await shown(ofOwnersShop);
    expect(after.newest?.reply?.body).toBe('Thanks: the wax tip is a good one.');
    expect(after.searched?.reply?.body).toBe('Thanks: the wax tip is a good one.');
    expect((await owner.send('DELETE', path)).statusCode).toBe(200);
    expect((await shown(ofOwnersShop)).newest?.reply).toBeNull();
  });

  it("shows the reviewer's new name at once", async () => {
    await shown(authored);
    const response = await author.send('PUT', '/reviews/profile/update', {
      reviewer: { name: 'Dana Freshname', short_display_name: false },
    });
    expect(response.statusCode).toBe(200);
    const after = await shown(authored);
    expect(after.newest?.reviewer.name).toBe('Dana Freshname');
    expect(after.searched?.reviewer.name).toBe('Dana Freshname');
  });
});
