import { sql } from 'kysely';
import {
  carouselsResponseSchema,
  errorResponseSchema,
  homeCollectionsResponseSchema,
  homeMetricsResponseSchema,
} from '@vouch/contracts';
import {
  CAROUSEL_KINDS,
  HOME_CAROUSEL_PAGE_SIZE,
  HOME_COLLECTIONS,
  searchParamsFromQuery,
} from '@vouch/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const json = async (url: string) => {
  const response = await testApp.app.inject(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  return response.json() as unknown;
};

describe('home (spec §7 GET /reviews.json, carousels.json, home collections)', () => {
  it('counts the home metrics from the rows', async () => {
    const { metrics } = homeMetricsResponseSchema.parse(await json('/reviews.json'));
    const { rows } = await sql<Record<string, number>>`
      select (select count(*)::int from reviews where published and deleted_at is null and verified) as verified,
             (select count(*)::int from reviews where published and deleted_at is null) as reviews,
             (select count(distinct user_id)::int from reviews where published and deleted_at is null and verified) as buyers,
             (select count(*)::int from line_items) as line_items,
             (select count(distinct shop_id)::int from reviews where published and deleted_at is null) as shops`.execute(
      testApp.database.db,
    );
    const counted = rows[0]!;
    expect(metrics).toEqual({
      total_verified_reviews: counted.verified,
      review_metric: counted.reviews,
      verified_buyer_metric: counted.buyers,
      line_item_metric: counted.line_items,
      shop_metric: counted.shops,
    });
    expect(metrics.total_verified_reviews).toBeGreaterThan(0);
  });

  it('answers every carousel kind with items', async () => {
    for (const kind of CAROUSEL_KINDS) {
      const body = carouselsResponseSchema.parse(
        await json(`/reviews/carousels.json?q=${kind}&country=*&redesign=1`),
      );
      expect(body.kind).toBe(kind);
      expect(body.carousels.length).toBeGreaterThan(0);
      for (const carousel of body.carousels) expect(carousel.items.length).toBeGreaterThan(0);
    }
  });

  it('fills the product carousel with Diamond-transparency products, most reviewed first', async () => {
    const body = carouselsResponseSchema.parse(await json('/reviews/carousels.json?q=product'));
    if (body.kind !== 'product') throw new Error('expected products');
    const items = body.carousels[0]!.items;
    expect(items.every((item) => item.transparency_score === 1)).toBe(true);
    expect(items.map((item) => item.reviews_count)).toEqual(
      [...items.map((item) => item.reviews_count)].sort((a, b) => b - a),
    );
  });

  it('features recent five-star reviews from verified buyers with pictures, newest first', async () => {
    const body = homeCollectionsResponseSchema.parse(
      await json('/reviews/home/collections?kind=featured_review'),
    );
    if (body.kind !== 'featured_review') throw new Error('expected reviews');
    expect(body.items.length).toBeGreaterThan(0);
    expect(
      body.items.every(
        (review) =>
          review.rating === 5 &&
          review.reviewer.verified_buyer &&
          review.pictures_urls.length > 0 &&
          review.product,
      ),
    ).toBe(true);
    const dates = body.items.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("links each collection card to a search the search page reads back, in the shopper's country", async () => {
    const body = homeCollectionsResponseSchema.parse(
      await json('/reviews/home/collections?kind=collection&country=gb&redesign=1'),
    );
    if (body.kind !== 'collection') throw new Error('expected collections');
    expect(body.items.map((card) => card.slug)).toEqual(
      HOME_COLLECTIONS.map((collection) => collection.slug),
    );
    for (const card of body.items) {
      const params = searchParamsFromQuery(card.search_path.split('?')[1]!);
      expect(params).toMatchObject({ country: 'GB', redesign: '1' });
    }
  });

  it('only features shops that ship to the country', async () => {
    const { rows } = await sql<{
      country: string;
    }>`select unnest(ships_to) as country from shops where ships_to is not null group by 1 order by count(*) limit 1`.execute(
      testApp.database.db,
    );
    const country = rows[0]!.country.trim();
    const body = homeCollectionsResponseSchema.parse(
      await json(`/reviews/home/collections?kind=featured_review&country=${country}`),
    );
    const { rows: shops } = await sql<{ name: string; ships: boolean }>`
      select name, (ships_to is null or ${country}::char(2) = any (ships_to)) as ships from shops`.execute(
      testApp.database.db,
    );
    const shipping = new Set(shops.filter((shop) => shop.ships).map((shop) => shop.name));
    if (body.kind !== 'featured_review') throw new Error('expected reviews');
    expect(body.items.every((review) => shipping.has(review.shop.name))).toBe(true);
  });

  it('pages the products without repeats', async () => {
    const first = homeCollectionsResponseSchema.parse(
      await json('/reviews/home/collections?kind=product&page=1'),
    );
    const second = homeCollectionsResponseSchema.parse(
      await json('/reviews/home/collections?kind=product&page=2'),
    );
    expect(first.per_page).toBe(HOME_CAROUSEL_PAGE_SIZE);
    const seen = new Set(first.items.map((item) => ('encoded_id' in item ? item.encoded_id : '')));
    expect(second.items.some((item) => 'encoded_id' in item && seen.has(item.encoded_id))).toBe(
      false,
    );
  });

  it('refuses an unknown kind or page with a message naming the field', async () => {
    for (const url of [
      '/reviews/carousels.json?q=shops',
      '/reviews/carousels.json',
      '/reviews/home/collections?kind=category',
      '/reviews/home/collections?kind=product&page=0',
    ]) {
      const response = await testApp.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/q|kind|page/);
    }
  });
});
