import { sql } from 'kysely';
import { errorResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Issue #19's findings, each of which answered 500: NUL bytes, integers past the column, dates PostgreSQL refuses, addresses that are not UTF-8. */
const HOSTILE_ADDRESSES = [
  '/reviews/search.json?q=bag%00',
  '/reviews/search.json?q=%00',
  '/reviews/search.json?category_id=2147483648',
  '/reviews/search.json?reviews_count=2147483648',
  '/reviews/search_facets.json?q=bag%00',
  '/reviews/search_facets.json?category_id=2147483648&reviews_count=2147483648',
  '/reviews/store_search.json?q=%00',
  '/reviews/instant_search?q=%00',
  '/reviews/stores/%00',
  '/reviews/stores/%00?format=json',
  `/reviews/stores/${DEMO_SHOP.slug}%00?format=json`,
  '/reviews/profile/%00?format=json',
  '/api/v1/widgets/product_review?shop_domain=%00&platform=shopify&api_token=x&external_id=1',
  '/api/v1/widgets/product_review?shop_domain=a&platform=%00&api_token=%00&external_id=%00',
  '/reviews/click?shop_id=%00',
  '/reviews/feed_events.json?max_created_at=0000-01-01T00:00:00Z',
  '/reviews/categories.json?category_id=2147483648',
  '/reviews/categories.json?reviews_count=2147483648&min_price=1e11',
  '/reviews/%FF%FE',
  '/static/%FF.js',
];

async function expectClientError(response: Awaited<ReturnType<TestBrowser['get']>>) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(errorResponseSchema.parse(response.json()).error.message).not.toBe('');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  }
}

describe('hostile input answers 4xx in the app’s error shape, never 5xx (issue #19)', () => {
  it.each(HOSTILE_ADDRESSES)('GET %s, as a guest and signed in', async (url) => {
    await expectClientError(await new TestBrowser(testApp.app).get(url));
    await expectClientError(
      await (await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer)).get(url),
    );
  });

  it('refuses a NUL byte in a path segment or a parameter with a message saying what to remove', async () => {
    const response = await new TestBrowser(testApp.app).get('/reviews/search.json?q=bag%00');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Text may not contain a NUL character (\\u0000). Remove it and try again.',
    );
  });

  it('refuses a NUL byte in a JSON field or key, and the row stays as it was', async () => {
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const row = () =>
      sql`select name, country, currency, short_display_name from users where email = ${DEMO_ACCOUNTS.reviewer.email}`.execute(
        testApp.database.db,
      );
    const before = (await row()).rows;
    for (const reviewer of [
      { name: 'Dana\u0000' },
      { ['name\u0000']: 'Dana' },
      { name: 'Dana', country: 'G\u0000' },
    ]) {
      const refused = await dana.send('PUT', '/reviews/profile/update', { reviewer });
      expect(refused.statusCode).toBe(400);
      errorResponseSchema.parse(refused.json());
    }
    expect((await row()).rows).toEqual(before);
  });

  it('refuses widget parameters longer than a domain, a platform, a token or an id can be, before they key the product cache', async () => {
    const guest = new TestBrowser(testApp.app);
    const huge = 'x'.repeat(15_000);
    const widget = (params: Record<string, string>) =>
      guest.get(
        `/api/v1/widgets/product_review?${new URLSearchParams({ shop_domain: 'a.test', platform: 'shopify', api_token: 't', external_id: '1', ...params })}`,
      );
    for (const field of ['shop_domain', 'platform', 'api_token', 'external_id']) {
      const refused = await widget({ [field]: huge });
      expect(refused.statusCode).toBe(400);
      expect(errorResponseSchema.parse(refused.json()).error.fields).toHaveProperty(field);
    }
  });

  it('draws generated pictures only in their known variants (a prototype name such as constructor drew a broken picture cached for a year)', async () => {
    const guest = new TestBrowser(testApp.app);
    for (const variant of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const refused = await guest.get(`/media/generated/logo-1.svg?variant=${variant}`);
      expect(refused.statusCode).toBe(400);
      expect(String(refused.headers['cache-control'] ?? '')).not.toContain('immutable');
      expect(errorResponseSchema.parse(refused.json()).error.message).toBe(
        'variant must be one of compact, retina, huge, avatar, avatar_retina.',
      );
    }
    const drawn = await guest.get('/media/generated/logo-1.svg?variant=retina');
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).toContain('width="800"');
  });

  it('answers a NUL in the sign-in e-mail and a guest’s click with 400', async () => {
    const guest = new TestBrowser(testApp.app);
    await guest.open('/login');
    expect(
      (await guest.send('POST', '/login', { email: 'dana\u0000@vouch.test', password: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await guest.send('POST', '/reviews/click', { shop_id: '\u0000' })).statusCode).toBe(
      400,
    );
  });
});
