import { sql } from 'kysely';
import { errorResponseSchema } from '@vouch/contracts';
import { createTestApp, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let shop: { encoded_id: string; product: string };
beforeAll(async () => {
  testApp = await createTestApp();
  const { rows } = await sql<{ encoded_id: string; product: string }>`
    select s.encoded_id, p.encoded_id as product from shops s join products p on p.shop_id = s.id order by s.id, p.id limit 1`.execute(
    testApp.database.db,
  );
  shop = rows[0]!;
});
afterAll(() => testApp.close());

const clicks = async () =>
  (
    await sql<{ count: number }>`select count(*)::int as count from click_events`.execute(
      testApp.database.db,
    )
  ).rows[0]!.count;

const click = () => ({
  shop_id: shop.encoded_id,
  product_id: shop.product,
  referral: 'https://www.example.org/blog',
  referral_page: '/reviews/stores/harbor-outfitters',
  tracking_data: {
    journey: ['/reviews', '/reviews/stores/harbor-outfitters'],
    first_referrer: 'https://www.example.org/',
    landing_page_params: { utm_source: 'blog' },
  },
});

describe('POST /reviews/click (spec §7)', () => {
  it('stores the click with its journey', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/reviews');
    const before = await clicks();
    expect((await browser.send('POST', '/reviews/click', click())).statusCode).toBe(204);
    expect(await clicks()).toBe(before + 1);
    const { rows } = await sql<{ journey: string[]; landing_page_params: Record<string, string> }>`
      select journey, landing_page_params from click_events order by id desc limit 1`.execute(
      testApp.database.db,
    );
    expect(rows[0]).toEqual({
      journey: ['/reviews', '/reviews/stores/harbor-outfitters'],
      landing_page_params: { utm_source: 'blog' },
    });
  });

  it('keeps nothing when cookie consent is false', async () => {
    const before = await clicks();
    const browser = new TestBrowser(testApp.app);
    await browser.open('/reviews');
    browser.setCookie('vouch_cookie_consent', 'false');
    expect((await browser.send('POST', '/reviews/click', click())).statusCode).toBe(204);
    expect(await clicks()).toBe(before);
  });

  it('refuses an unknown shop with 400 and stores nothing', async () => {
    const browser = new TestBrowser(testApp.app);
    await browser.open('/reviews');
    const before = await clicks();
    const response = await browser.send('POST', '/reviews/click', {
      ...click(),
      shop_id: 'no-such-shop',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe(
      'That shop is not on Vouch.',
    );
    expect(await clicks()).toBe(before);
  });
});
