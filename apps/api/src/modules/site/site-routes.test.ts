import { sql } from 'kysely';
import sharp from 'sharp';
import { errorResponseSchema, pageMetaResponseSchema, productPageResponseSchema, shopPageResponseSchema, siteKeysSchema } from '@vouch/contracts';
import { PAGE_ROUTES } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
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
    }>`select s.slug as shop_slug, p.handle from products p join shops s on s.id = p.shop_id order by p.id limit 1`.execute(db)
  ).rows[0]!;
  const category = (await sql<{ handle: string }>`select handle from categories where level = 3 order by id limit 1`.execute(db)).rows[0]!;
  const params: Record<string, string> = {
    shopSlug: product.shop_slug,
    productHandle: product.handle,
    categorySlug: category.handle,
    slug: DEMO_ACCOUNTS.reviewer.slug,
    disputeId: (
      await sql<{
        public_id: string;
      }>`select d.public_id from disputes d join users u on u.id = d.user_id where u.slug = ${DEMO_ACCOUNTS.reviewer.slug} order by d.id limit 1`.execute(db)
    ).rows[0]!.public_id,
  };
  examples = Object.fromEntries(PAGE_ROUTES.map((route) => [route.name, route.pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!)]));
  // The review form is for one of the reviewer's line items.
  const item = (
    await sql<{ public_id: string }>`select li.public_id from line_items li join orders o on o.id = li.order_id join users u on u.id = o.user_id
                                      where u.slug = ${DEMO_ACCOUNTS.reviewer.slug} order by li.id limit 1`.execute(db)
  ).rows[0]!;
  examples.writeReviewNew = `${examples.writeReviewNew}?line_item_public_id=${item.public_id}`;
  // The edit form is for one of the reviewer's reviews.
  const review = (
    await sql<{ public_id: string }>`select r.public_id from reviews r join users u on u.id = r.user_id
                                      where u.slug = ${DEMO_ACCOUNTS.reviewer.slug} and r.deleted_at is null order by r.id limit 1`.execute(db)
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
      expect({ route: route.name, status: response.statusCode }).toEqual({ route: route.name, status: 200 });
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

describe('link previews (issue #33: a shared link shows a picture)', () => {
  /** The head's Open Graph and X card tags, by property or name. */
  const previewTagsOf = (html: string) =>
    Object.fromEntries([...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)">/g)].map(([, key, value]) => [key!, value!]));
  const shopRow = async (withLogo: boolean) =>
    (
      await sql<{ slug: string; name: string; encoded_id: string }>`select slug, name, encoded_id from shops
        where (logo_url is not null) = ${withLogo} order by id limit 1`.execute(testApp.database.db)
    ).rows[0]!;
  /** Fetches the declared og:image and checks it is a picture of the declared size. */
  const expectPictureAsDeclared = async (tags: Record<string, string>) => {
    const url = new URL(tags['og:image']!);
    expect(url.origin).toBe('http://vouch.test');
    const picture = await testApp.app.inject(url.pathname);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toBe('public, max-age=604800');
    const { format, width, height } = await sharp(picture.rawPayload).metadata();
    expect({ format, width: String(width), height: String(height) }).toEqual({
      format: 'jpeg',
      width: tags['og:image:width'],
      height: tags['og:image:height'],
    });
  };

  it("shows the product's picture, large, on a product page", async () => {
    const html = (await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`)).body;
    const { encoded_id } = (
      await sql<{ encoded_id: string }>`select encoded_id from products where handle = ${DEMO_PRODUCT.handle}`.execute(testApp.database.db)
    ).rows[0]!;
    const tags = previewTagsOf(html);
    expect(tags).toMatchObject({
      'og:image': `http://vouch.test/media/previews/products/${encoded_id}.jpg`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': DEMO_PRODUCT.title,
      'twitter:card': 'summary_large_image',
      'twitter:title': `${DEMO_PRODUCT.title} reviews | Vouch`,
      'twitter:image': `http://vouch.test/media/previews/products/${encoded_id}.jpg`,
    });
    expect(tags['twitter:description']).toMatch(/^\d+ reviews of Harbor Classic Canvas Backpack/);
    await expectPictureAsDeclared(tags);
  });

  it("shows the shop's logo, square, on a shop page, and the site's card for a shop without one", async () => {
    const shop = await shopRow(true);
    const tags = previewTagsOf((await testApp.app.inject(`/reviews/stores/${shop.slug}`)).body);
    expect(tags).toMatchObject({
      'og:image': `http://vouch.test/media/previews/shops/${shop.encoded_id}.jpg`,
      'og:image:width': '600',
      'og:image:height': '600',
      'og:image:alt': `${shop.name} logo`,
      'twitter:card': 'summary',
    });
    await expectPictureAsDeclared(tags);
    const noLogo = previewTagsOf((await testApp.app.inject(`/reviews/stores/${(await shopRow(false)).slug}`)).body);
    expect(noLogo['og:image']).toBe('http://vouch.test/media/previews/site.jpg');
  });

  it("shows the site's card on every other public page", async () => {
    for (const url of ['/reviews', '/reviews/how-it-works', examples.publicProfile!, '/reviews/people', '/reviews/search?q=bag']) {
      const tags = previewTagsOf((await testApp.app.inject(url)).body);
      expect({ url, ...tags }).toMatchObject({
        url,
        'og:image': 'http://vouch.test/media/previews/site.jpg',
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
      });
    }
    await expectPictureAsDeclared(previewTagsOf((await testApp.app.inject('/reviews')).body));
  });

  it('puts the same picture in the JSON meta_data, for the head the browser keeps in step', async () => {
    const { meta_data } = pageMetaResponseSchema.parse(
      (await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}?format=json`)).json(),
    );
    const tags = previewTagsOf((await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`)).body);
    expect(meta_data.image).toEqual({ url: tags['og:image'], width: 1200, height: 630, alt: DEMO_PRODUCT.title });
  });

  it('answers 404 for an unknown id, kind or name, and for a shop without a logo', async () => {
    const noLogo = await shopRow(false);
    for (const path of [
      '/media/previews/products/pnosuch.jpg',
      '/media/previews/shops/snosuch.jpg',
      `/media/previews/shops/${noLogo.encoded_id}.jpg`,
      '/media/previews/users/u1.jpg',
      '/media/previews/products/..%2Fsite.jpg',
      '/media/previews/products/p1.png',
    ]) {
      const answer = await testApp.app.inject(path);
      expect({ path, status: answer.statusCode }).toEqual({ path, status: 404 });
      expect(errorResponseSchema.parse(answer.json()).error.code).toBe('not_found');
    }
    // Past the router's longest parameter: the site's own 404 page.
    expect((await testApp.app.inject(`/media/previews/products/${'p'.repeat(200)}.jpg`)).statusCode).toBe(404);
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
      expect([returnTo, response.statusCode, response.headers.location]).toEqual([returnTo, 303, to]);
    }
  });

  it('shows the page to a guest, and to anyone opening it for something else', async () => {
    expect((await testApp.app.inject('/login?return_to=/%5Cevil.example/x')).statusCode).toBe(200);
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect((await browser.get('/login?confirm=a-token&return_to=/reviews')).statusCode).toBe(200);
  });
});

describe('shop page JSON (spec §3 "Shop data", §7 shop_data, meta_data, top_products, featured_cards)', () => {
  it('lists the confirmed addresses with their billing flag (spec §3 "Address: ... billing flag")', async () => {
    const { rows } = await sql<{ slug: string }>`
      select s.slug from shops s where exists (select 1 from shop_addresses a where a.shop_id = s.id and a.confirmed and a.billing)
      order by s.id limit 1`.execute(testApp.database.db);
    const slug = rows[0]!.slug;
    const body = shopPageResponseSchema.parse((await testApp.app.inject(`/reviews/stores/${slug}?format=json`)).json());
    const stored = await sql<{ address_line_1: string; billing: boolean }>`
      select a.address_line_1, a.billing from shop_addresses a join shops s on s.id = a.shop_id
      where s.slug = ${slug} and a.confirmed order by a.id`.execute(testApp.database.db);
    expect(body.shop_data.contact_info.confirmed_addresses.map(({ address_line_1, billing }) => ({ address_line_1, billing }))).toEqual(stored.rows);
    expect(stored.rows.some((address) => address.billing)).toBe(true);
  });

  it('answers the shop with its settings, contact info, metrics and medals computed from its reviews', async () => {
    const response = await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}?format=json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=120');
    expect(response.headers.etag).toBeTruthy();
    const body = shopPageResponseSchema.parse(response.json());
    const { shop_data: shop } = body;
    expect(shop).toMatchObject({ name: DEMO_SHOP.name, internal_path: `/reviews/stores/${DEMO_SHOP.slug}` });
    expect(shop.settings).toEqual({ disable_web_reviews: false, enable_question_anwser: true, shop_settings: { review_site_show_cards_carousel: true } });
    const { rows } = await sql<{ published: number; verified: number; published_verified: number }>`
      select count(*) filter (where r.published)::int as published, count(*) filter (where r.verified)::int as verified,
             count(*) filter (where r.verified and r.published)::int as published_verified
      from reviews r join shops s on s.id = r.shop_id where s.slug = ${DEMO_SHOP.slug} and r.deleted_at is null`.execute(testApp.database.db);
    const counts = rows[0]!;
    expect(shop.shop_metrics.reviews_count).toBe(counts.published);
    expect(shop.shop_metrics.transparency_score).toBeCloseTo(counts.published_verified / counts.verified, 6);
    expect(shop.shop_metrics.authenticity_score).toBeCloseTo(counts.published_verified / counts.published, 6);
    for (const medal of shop.shop_medals) expect(medal.percent).toBeGreaterThanOrEqual(80);
    expect(body.top_products.length).toBeGreaterThan(0);
    const reviewCounts = body.top_products.map((product) => product.reviews_count);
    expect(reviewCounts).toEqual([...reviewCounts].sort((a, b) => b - a));
    expect(body.top_products.every((product) => product.shop.internal_path === shop.internal_path)).toBe(true);
    expect(body.featured_cards.length).toBeGreaterThan(0);
    expect(body.featured_cards.every((card) => card.lowest_price > 0 && card.internal_path.startsWith(shop.internal_path))).toBe(true);
    const again = await testApp.app.inject({
      url: `/reviews/stores/${DEMO_SHOP.slug}?format=json`,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers no cards for a shop that hides its carousel, and 404 for a shop that does not exist', async () => {
    const { rows } = await sql<{ slug: string }>`select slug from shops where not show_cards_carousel order by id limit 1`.execute(testApp.database.db);
    const hidden = shopPageResponseSchema.parse((await testApp.app.inject(`/reviews/stores/${rows[0]!.slug}?format=json`)).json());
    expect(hidden.featured_cards).toEqual([]);
    expect((await testApp.app.inject('/reviews/stores/no-such-shop?format=json')).statusCode).toBe(404);
  });
});

describe('structured data in the server HTML (spec §5)', () => {
  const jsonLdOf = (html: string) => {
    const found = /<script type="application\/ld\+json" id="structured-data" data-path="[^"]*">(.*?)<\/script>/s.exec(html);
    return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
  };

  it('renders a Product with its AggregateRating and Reviews on a product page', async () => {
    const response = await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`);
    expect(response.statusCode).toBe(200);
    const data = jsonLdOf(response.body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: DEMO_PRODUCT.title,
      aggregateRating: { '@type': 'AggregateRating' },
    });
    expect((data!.review as unknown[]).length).toBeGreaterThan(0);
  });

  it('renders an Organization or LocalBusiness with its rating on a shop page with reviews, and nothing on other pages', async () => {
    const shop = jsonLdOf((await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}`)).body);
    expect(['Organization', 'LocalBusiness']).toContain(shop!['@type']);
    expect(shop).toMatchObject({ name: DEMO_SHOP.name, aggregateRating: { '@type': 'AggregateRating' } });
    expect(jsonLdOf((await testApp.app.inject('/reviews/search?q=bag')).body)).toBeNull();
  });
});

describe('product page JSON (spec §7 product_data, shop_data, meta_data, categories_data)', () => {
  it('answers the product, its shop and its categories from level 1 down', async () => {
    const response = await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}?format=json`);
    expect(response.statusCode).toBe(200);
    const body = productPageResponseSchema.parse(response.json());
    expect(body.product_data).toMatchObject({
      title: DEMO_PRODUCT.title,
      handle: DEMO_PRODUCT.handle,
      internal_path: `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`,
    });
    expect(body.product_data.shop_domain).toBe(body.shop_data.domain);
    expect(body.categories_data.map((category) => category.level)).toEqual([1, 2, 3]);
    expect(body.categories_data[2]!.name).toBe(DEMO_PRODUCT.categoryName);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/no-such-product?format=json`);
    expect(response.statusCode).toBe(404);
  });
});

describe('the deployment’s public service keys (spec §9 "global constants", issue #33 C14)', () => {
  const keysScript = /<script type="application\/json" id="vouch-site-keys">([^<]*)<\/script>/;

  it('carries the keys a deployment sets in every page, and no such script where none is set', async () => {
    expect((await testApp.app.inject('/reviews')).body).not.toMatch(keysScript);
    const env = { SERVE_SITE: 'false', VIDEO_SERVICE_KEY: 'vk-demo', ANALYTICS_ID: ' G-VOUCH1 ', CAPTCHA_SITE_KEY: '' };
    const app = await buildApp({ config: { ...configFromEnv(env), serveSite: false }, database: testApp.database, logger: false });
    try {
      for (const path of ['/reviews', `/reviews/stores/${DEMO_SHOP.slug}`]) {
        const json = keysScript.exec((await app.inject(path)).body)?.[1];
        expect(siteKeysSchema.parse(JSON.parse(json!))).toEqual({ video_service_key: 'vk-demo', captcha_site_key: null, analytics_id: 'G-VOUCH1' });
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
