import { sql } from 'kysely';
import { errorResponseSchema, pageMetaResponseSchema, productPageResponseSchema, shopPageResponseSchema } from '@vouch/contracts';
import { PAGE_ROUTES } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let examples: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const product = (
    await sql<{ shop_slug: string; handle: string }>`select s.slug as shop_slug, p.handle from products p join shops s on s.id = p.shop_id order by p.id limit 1`.execute(db)
  ).rows[0]!;
  const category = (await sql<{ handle: string }>`select handle from categories where level = 3 order by id limit 1`.execute(db)).rows[0]!;
  const params: Record<string, string> = {
    shopSlug: product.shop_slug,
    productHandle: product.handle,
    categorySlug: category.handle,
    slug: DEMO_ACCOUNTS.reviewer.slug,
    disputeId: '1',
  };
  examples = Object.fromEntries(PAGE_ROUTES.map((route) => [route.name, route.pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!)]));
});
afterAll(() => testApp.close());

describe('page metadata (spec §7: GET current route path with format=json)', () => {
  it('answers meta_data for every route of spec §2', async () => {
    for (const route of PAGE_ROUTES) {
      const response = await testApp.app.inject(`${examples[route.name]}?format=json`);
      expect({ route: route.name, status: response.statusCode }).toEqual({ route: route.name, status: 200 });
      const { meta_data } = pageMetaResponseSchema.parse(response.json());
      expect(meta_data.title).toMatch(/Vouch/);
      expect(meta_data.description.length).toBeGreaterThan(20);
    }
  });

  it('names the shop, product and category from the database', async () => {
    const shop = pageMetaResponseSchema.parse((await testApp.app.inject(`${examples.shop}?format=json`)).json());
    const { rows } = await sql<{ name: string }>`select name from shops where slug = ${examples.shop!.split('/').pop()!}`.execute(testApp.database.db);
    expect(shop.meta_data.title).toBe(`${rows[0]!.name} reviews | Vouch`);
    expect(shop.meta_data.canonical_url).toBe(`http://vouch.test${examples.shop}`);
  });

  it('answers 404 for a shop or product that does not exist', async () => {
    for (const url of ['/reviews/stores/no-such-shop?format=json', `/reviews/stores/${examples.shop!.split('/').pop()}/products/no-such-product?format=json`]) {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(errorResponseSchema.parse(response.json()).error.code).toBe('not_found');
    }
  });
});

describe('server-rendered HTML', () => {
  it('carries the title, description, canonical URL, CSRF token and logged-in flag', async () => {
    const response = await testApp.app.inject({ url: examples.product!, headers: { accept: 'text/html' } });
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
    const html = (await testApp.app.inject('/reviews/search?q=%3Cscript%3Ealert(1)%3C/script%3E')).body;
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

describe('shop_data on shop and product pages (spec §3 "Shop data", §7)', () => {
  it('answers the shop identity with the page metadata', async () => {
    for (const url of [examples.shop!, examples.product!]) {
      const body = shopPageResponseSchema.parse((await testApp.app.inject(`${url}?format=json`)).json());
      expect(body.shop_data.internal_path).toBe(`/reviews/stores/${examples.shop!.split('/').pop()}`);
      expect(body.shop_data.domain).toMatch(/\.example\.com$/);
    }
  });
});

describe('product page JSON (spec §7 product_data, shop_data, meta_data, categories_data)', () => {
  it('answers the product, its shop and its categories from level 1 down', async () => {
    const response = await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}?format=json`);
    expect(response.statusCode).toBe(200);
    const body = productPageResponseSchema.parse(response.json());
    expect(body.product_data).toMatchObject({ title: DEMO_PRODUCT.title, handle: DEMO_PRODUCT.handle, internal_path: `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}` });
    expect(body.product_data.shop_domain).toBe(body.shop_data.domain);
    expect(body.categories_data.map((category) => category.level)).toEqual([1, 2, 3]);
    expect(body.categories_data[2]!.name).toBe(DEMO_PRODUCT.categoryName);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/no-such-product?format=json`);
    expect(response.statusCode).toBe(404);
  });
});

