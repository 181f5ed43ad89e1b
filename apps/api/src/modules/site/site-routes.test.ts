import { sql } from 'kysely';
import { errorResponseSchema, pageMetaResponseSchema, siteKeysSchema } from '@vouch/contracts';
import { PAGE_ROUTES } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let examples: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const product = (
    await sql<{
      shop_slug: string;
      handle: string;
    }>`select s.slug as shop_slug, p.handle from products p join shops s on s.id = p.shop_id order by p.id limit 1`.execute(
      db,
    )
  ).rows[0]!;
  const category = (
    await sql<{
      handle: string;
    }>`select handle from categories where level = 3 order by id limit 1`.execute(db)
  ).rows[0]!;
  const params: Record<string, string> = {
    shopSlug: product.shop_slug,
    productHandle: product.handle,
    categorySlug: category.handle,
    slug: DEMO_ACCOUNTS.reviewer.slug,
    disputeId: (
      await sql<{
        public_id: string;
      }>`select d.public_id from disputes d join users u on u.id = d.user_id where u.slug = ${DEMO_ACCOUNTS.reviewer.slug} order by d.id limit 1`.execute(
        db,
      )
    ).rows[0]!.public_id,
  };
  examples = Object.fromEntries(
    PAGE_ROUTES.map((route) => [
      route.name,
      route.pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!),
    ]),
  );
  // The review form is for one of the reviewer's line items.
  const item = (
    await sql<{
      public_id: string;
    }>`select li.public_id from line_items li join orders o on o.id = li.order_id join users u on u.id = o.user_id
                                      where u.slug = ${DEMO_ACCOUNTS.reviewer.slug} order by li.id limit 1`.execute(
      db,
    )
  ).rows[0]!;
  examples.writeReviewNew = `${examples.writeReviewNew}?line_item_public_id=${item.public_id}`;
  // The edit form is for one of the reviewer's reviews.
  const review = (
    await sql<{
      public_id: string;
    }>`select r.public_id from reviews r join users u on u.id = r.user_id
                                      where u.slug = ${DEMO_ACCOUNTS.reviewer.slug} and r.deleted_at is null order by r.id limit 1`.execute(
      db,
    )
  ).rows[0]!;
  examples.writeReviewEdit = `${examples.writeReviewEdit}?review_public_id=${review.public_id}`;
});
afterAll(() => testApp.close());

describe('page metadata (spec §7: GET current route path with format=json)', () => {
  it('answers meta_data for every route of spec §2 (to the signed-in reviewer, and the arbitrator pages to the arbitrator)', async () => {
    const reviewer = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    for (const route of PAGE_ROUTES) {
      const url = examples[route.name]!;
      const viewer = route.name.startsWith('arbitrator') ? arbitrator : reviewer;
      const response = await viewer.get(`${url}${url.includes('?') ? '&' : '?'}format=json`);
      expect({ route: route.name, status: response.statusCode }).toEqual({
        route: route.name,
        status: 200,
      });
      const { meta_data } = pageMetaResponseSchema.parse(response.json());
      expect(meta_data.title).toMatch(/Vouch/);
      expect(meta_data.description.length).toBeGreaterThan(20);
    }
  });

  it("answers a guest 401 for the pages that show a reviewer's own data", async () => {
    for (const name of ['privateProfile', 'profileEdit', 'writeReview'] as const) {
      const response = await testApp.app.inject(`${examples[name]}?format=json`);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 401 });
      expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/Sign in/);
    }
  });

  it('names the shop, product and category from the database', async () => {
    const shop = pageMetaResponseSchema.parse(
      (await testApp.app.inject(`${examples.shop}?format=json`)).json(),
    );
    const { rows } = await sql<{
      name: string;
    }>`select name from shops where slug = ${examples.shop!.split('/').pop()!}`.execute(
      testApp.database.db,
    );
    expect(shop.meta_data.title).toBe(`${rows[0]!.name} reviews | Vouch`);
    expect(shop.meta_data.canonical_url).toBe(`http://vouch.test${examples.shop}`);
  });

  it('answers 404 for a shop or product that does not exist', async () => {
    for (const url of [
      '/reviews/stores/no-such-shop?format=json',
      `/reviews/stores/${examples.shop!.split('/').pop()}/products/no-such-product?format=json`,
    ]) {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('not_found');
    }
  });
});

describe('server-rendered HTML', () => {
  it('carries the title, description, canonical URL, CSRF token and logged-in flag', async () => {
    const response = await testApp.app.inject({
      url: examples.product!,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const html = response.body;
    expect(html).toMatch(/<title>[^<]+ reviews \| Vouch<\/title>/);
    expect(html).toMatch(/<meta name="description" content="\d+ reviews of /);
    expect(html).toContain(`<link rel="canonical" href="http://vouch.test${examples.product}">`);
    expect(html).toMatch(/<meta property="og:title" content="/);
    expect(html).toMatch(/<meta name="csrf-token" content="[\w-]{20,}">/);
    expect(html).toContain('data-logged-in="false"');
  });

  it('escapes what users typed into the head', async () => {
    const html = (await testApp.app.inject('/reviews/search?q=%3Cscript%3Ealert(1)%3C/script%3E'))
      .body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('answers a real 404 page for paths that are nothing', async () => {
    const response = await testApp.app.inject('/definitely/not/a/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found | Vouch</title>');
  });
});

describe('redirects (spec §2)', () => {
  it.each([
    ['/', '/reviews'],
    ['/search?q=mug', '/reviews/search?q=mug'],
    ['/reviews/some-shop', '/reviews/stores/some-shop'],
  ])('%s -> %s', async (from, to) => {
    const response = await testApp.app.inject(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});

describe('the sign-in page for someone signed in', () => {
  it('sends them on to the return_to of this site, and home for any that would leave it', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const cases: [string, string][] = [
      [encodeURIComponent('/reviews/feed?store_events=false'), '/reviews/feed?store_events=false'],
      ['/%5Cevil.example/x', '/reviews'],
      ['//evil.example', '/reviews'],
      ['/%09/evil.example', '/reviews'],
      ['javascript:alert(1)', '/reviews'],
    ];
    for (const [returnTo, to] of cases) {
      const response = await browser.get(`/login?return_to=${returnTo}`);
      expect([returnTo, response.statusCode, response.headers.location]).toEqual([
        returnTo,
        303,
        to,
      ]);
    }
  });

  it('shows the page to a guest, and to anyone opening it for something else', async () => {
    expect((await testApp.app.inject('/login?return_to=/%5Cevil.example/x')).statusCode).toBe(200);
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect((await browser.get('/login?confirm=a-token&return_to=/reviews')).statusCode).toBe(200);
  });
});

describe('the deployment’s public service keys (spec §9 "global constants", issue #33 C14)', () => {
  const keysScript = /<script type="application\/json" id="vouch-site-keys">([^<]*)<\/script>/;

  it('carries the keys a deployment sets in every page, and no such script where none is set', async () => {
    expect((await testApp.app.inject('/reviews')).body).not.toMatch(keysScript);
    const env = {
      SERVE_SITE: 'false',
      VIDEO_SERVICE_KEY: 'vk-demo',
      ANALYTICS_ID: ' G-VOUCH1 ',
      CAPTCHA_SITE_KEY: '',
    };
    const app = await buildApp({
      config: { ...configFromEnv(env), serveSite: false },
      database: testApp.database,
      logger: false,
    });
    try {
      for (const path of ['/reviews', `/reviews/stores/${DEMO_SHOP.slug}`]) {
        const json = keysScript.exec((await app.inject(path)).body)?.[1];
        expect(siteKeysSchema.parse(JSON.parse(json!))).toEqual({
          video_service_key: 'vk-demo',
          captcha_site_key: null,
          analytics_id: 'G-VOUCH1',
        });
      }
    } finally {
      await app.close();
    }
  });
});

describe('conditional requests for pages (issue #27, item 3: "Conditional requests (ETag) ... as the JSON routes do")', () => {
  it('gives a whole page a strong ETag its own browser can revalidate with (304, no body), kept private to that browser', async () => {
    const browser = new TestBrowser(testApp.app);
    const path = `/reviews/stores/${DEMO_SHOP.slug}`;
    const first = await browser.open(path);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Cookie/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await browser.open(path)).headers.etag).toBe(etag);
    const revalidated = await browser.get(path, { accept: 'text/html', 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
    // Another browser's page carries its own CSRF token: the tag differs, so a 304 never hands it someone else's page.
    expect((await new TestBrowser(testApp.app).open(path)).headers.etag).not.toBe(etag);
  });
});
