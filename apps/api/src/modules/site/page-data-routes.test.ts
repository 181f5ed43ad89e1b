import { sql } from 'kysely';
import sharp from 'sharp';
import {
  errorResponseSchema,
  pageMetaResponseSchema,
  productPageResponseSchema,
  shopPageResponseSchema,
} from '@vouch/contracts';
import { pagePath } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('link previews (issue #33: a shared link shows a picture)', () => {
  /** The head's Open Graph and X card tags, by property or name. */
  const previewTagsOf = (html: string) =>
    Object.fromEntries(
      [
        ...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)">/g),
      ].map(([, key, value]) => [key!, value!]),
    );
  const shopRow = async (withLogo: boolean) =>
    (
      await sql<{
        slug: string;
        name: string;
        encoded_id: string;
      }>`select slug, name, encoded_id from shops
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
    const html = (
      await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`)
    ).body;
    const { encoded_id } = (
      await sql<{
        encoded_id: string;
      }>`select encoded_id from products where handle = ${DEMO_PRODUCT.handle}`.execute(
        testApp.database.db,
      )
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
    const noLogo = previewTagsOf(
      (await testApp.app.inject(`/reviews/stores/${(await shopRow(false)).slug}`)).body,
    );
    expect(noLogo['og:image']).toBe('http://vouch.test/media/previews/site.jpg');
  });

  it("shows the site's card on every other public page", async () => {
    for (const url of [
      '/reviews',
      '/reviews/how-it-works',
      pagePath('publicProfile', { slug: DEMO_ACCOUNTS.reviewer.slug }),
      '/reviews/people',
      '/reviews/search?q=bag',
    ]) {
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
      (
        await testApp.app.inject(
          `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}?format=json`,
        )
      ).json(),
    );
    const tags = previewTagsOf(
      (
        await testApp.app.inject(
          `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`,
        )
      ).body,
    );
    expect(meta_data.image).toEqual({
      url: tags['og:image'],
      width: 1200,
      height: 630,
      alt: DEMO_PRODUCT.title,
    });
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
    expect(
      (await testApp.app.inject(`/media/previews/products/${'p'.repeat(200)}.jpg`)).statusCode,
    ).toBe(404);
  });
});

describe('shop page JSON (spec §3 "Shop data", §7 shop_data, meta_data, top_products, featured_cards)', () => {
  it('lists the confirmed addresses with their billing flag (spec §3 "Address: ... billing flag")', async () => {
    const { rows } = await sql<{ slug: string }>`
      select s.slug from shops s where exists (select 1 from shop_addresses a where a.shop_id = s.id and a.confirmed and a.billing)
      order by s.id limit 1`.execute(testApp.database.db);
    const slug = rows[0]!.slug;
    const body = shopPageResponseSchema.parse(
      (await testApp.app.inject(`/reviews/stores/${slug}?format=json`)).json(),
    );
    const stored = await sql<{ address_line_1: string; billing: boolean }>`
      select a.address_line_1, a.billing from shop_addresses a join shops s on s.id = a.shop_id
      where s.slug = ${slug} and a.confirmed order by a.id`.execute(testApp.database.db);
    expect(
      body.shop_data.contact_info.confirmed_addresses.map(({ address_line_1, billing }) => ({
        address_line_1,
        billing,
      })),
    ).toEqual(stored.rows);
    expect(stored.rows.some((address) => address.billing)).toBe(true);
  });

  it('answers the shop with its settings, contact info, metrics and medals computed from its reviews', async () => {
    const response = await testApp.app.inject(`/reviews/stores/${DEMO_SHOP.slug}?format=json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=120');
    expect(response.headers.etag).toBeTruthy();
    const body = shopPageResponseSchema.parse(response.json());
    const { shop_data: shop } = body;
    expect(shop).toMatchObject({
      name: DEMO_SHOP.name,
      internal_path: `/reviews/stores/${DEMO_SHOP.slug}`,
    });
    expect(shop.settings).toEqual({
      disable_web_reviews: false,
      enable_question_anwser: true,
      shop_settings: { review_site_show_cards_carousel: true },
    });
    const { rows } = await sql<{ published: number; verified: number; published_verified: number }>`
      select count(*) filter (where r.published)::int as published, count(*) filter (where r.verified)::int as verified,
             count(*) filter (where r.verified and r.published)::int as published_verified
      from reviews r join shops s on s.id = r.shop_id where s.slug = ${DEMO_SHOP.slug} and r.deleted_at is null`.execute(
      testApp.database.db,
    );
    const counts = rows[0]!;
    expect(shop.shop_metrics.reviews_count).toBe(counts.published);
    expect(shop.shop_metrics.transparency_score).toBeCloseTo(
      counts.published_verified / counts.verified,
      6,
    );
    expect(shop.shop_metrics.authenticity_score).toBeCloseTo(
      counts.published_verified / counts.published,
      6,
    );
    for (const medal of shop.shop_medals) expect(medal.percent).toBeGreaterThanOrEqual(80);
    expect(body.top_products.length).toBeGreaterThan(0);
    const reviewCounts = body.top_products.map((product) => product.reviews_count);
    expect(reviewCounts).toEqual([...reviewCounts].sort((a, b) => b - a));
    expect(
      body.top_products.every((product) => product.shop.internal_path === shop.internal_path),
    ).toBe(true);
    expect(body.featured_cards.length).toBeGreaterThan(0);
    expect(
      body.featured_cards.every(
        (card) => card.lowest_price > 0 && card.internal_path.startsWith(shop.internal_path),
      ),
    ).toBe(true);
    const again = await testApp.app.inject({
      url: `/reviews/stores/${DEMO_SHOP.slug}?format=json`,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers no cards for a shop that hides its carousel, and 404 for a shop that does not exist', async () => {
    const { rows } = await sql<{
      slug: string;
    }>`select slug from shops where not show_cards_carousel order by id limit 1`.execute(
      testApp.database.db,
    );
    const hidden = shopPageResponseSchema.parse(
      (await testApp.app.inject(`/reviews/stores/${rows[0]!.slug}?format=json`)).json(),
    );
    expect(hidden.featured_cards).toEqual([]);
    expect((await testApp.app.inject('/reviews/stores/no-such-shop?format=json')).statusCode).toBe(
      404,
    );
  });
});

describe('structured data in the server HTML (spec §5)', () => {
  const jsonLdOf = (html: string) => {
    const found =
      /<script type="application\/ld\+json" id="structured-data" data-path="[^"]*">(.*?)<\/script>/s.exec(
        html,
      );
    return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
  };

  it('renders a Product with its AggregateRating and Reviews on a product page', async () => {
    const response = await testApp.app.inject(
      `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`,
    );
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
    expect(shop).toMatchObject({
      name: DEMO_SHOP.name,
      aggregateRating: { '@type': 'AggregateRating' },
    });
    expect(jsonLdOf((await testApp.app.inject('/reviews/search?q=bag')).body)).toBeNull();
  });
});

describe('product page JSON (spec §7 product_data, shop_data, meta_data, categories_data)', () => {
  it('answers the product, its shop and its categories from level 1 down', async () => {
    const response = await testApp.app.inject(
      `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}?format=json`,
    );
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
    const response = await testApp.app.inject(
      `/reviews/stores/${DEMO_SHOP.slug}/products/no-such-product?format=json`,
    );
    expect(response.statusCode).toBe(404);
  });
});
