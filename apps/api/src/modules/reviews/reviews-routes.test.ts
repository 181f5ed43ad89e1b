import { sql } from 'kysely';
import {
  allReviewsPageResponseSchema,
  errorResponseSchema,
  productReviewResponseSchema,
  type ProductReviewResponse,
} from '@vouch/contracts';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let base: string;
let shopBase: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const { rows } = await sql<{
    domain: string;
    platform: string;
    public_token: string;
    external_id: string;
  }>`
    select s.domain, s.platform, s.public_token, p.external_id from shops s join products p on p.shop_id = s.id
    where s.slug = ${DEMO_SHOP.slug} and p.handle = ${DEMO_PRODUCT.handle}`.execute(
    testApp.database.db,
  );
  const shop = rows[0]!;
  shopBase = `/api/v1/widgets/all_reviews_page?shop_domain=${shop.domain}&platform=${shop.platform}&api_token=${shop.public_token}`;
  base = `/api/v1/widgets/product_review?shop_domain=${shop.domain}&platform=${shop.platform}&api_token=${shop.public_token}&external_id=${shop.external_id}`;
});
afterAll(() => testApp.close());

async function widget(extra = ''): Promise<ProductReviewResponse> {
  const response = await testApp.app.inject(`${base}${extra}`);
  expect(response.statusCode).toBe(200);
  return productReviewResponseSchema.parse(response.json());
}

describe('GET /api/v1/widgets/product_review (spec §7)', () => {
  it('answers 10 reviews a page, pictures first, with the widget data computed from the reviews', async () => {
    const answer = await widget();
    expect(answer.reviews).toHaveLength(10);
    expect(answer.per_page).toBe(10);
    const withMedia = answer.reviews.map(
      (review) =>
        review.pictures_urls.length +
          review.video_external_ids.length +
          review.media_platform_hosted_video_infos.length >
        0,
    );
    expect(withMedia).toEqual([...withMedia].sort((a, b) => Number(b) - Number(a)));
    expect(withMedia[0]).toBe(true);
    const { widget: data } = answer;
    const histogramTotal = Object.values(data.rating_histogram_data).reduce(
      (sum, count) => sum + count,
      0,
    );
    expect(histogramTotal).toBe(data.number_of_reviews);
    expect(answer.total_count).toBe(data.number_of_reviews);
    expect(answer.total_pages).toBe(Math.ceil(data.number_of_reviews / 10));
    expect(data.average_rating).toBeGreaterThan(1);
    expect(data.product_metrics.transparency_score).toBeGreaterThan(0);
  });

  it("gives each reviewer's avatar in its 1x and 2x sizes (spec §3 'Images use 1x and 2x sources'), as stored", async () => {
    const reviewers = (await widget('&per_page=50')).reviews.map((review) => review.reviewer);
    const { rows } = await sql<{
      slug: string;
      avatar_url: string | null;
      avatar_retina_url: string | null;
    }>`
      select slug, avatar_url, avatar_retina_url from users`.execute(testApp.database.db);
    const stored = new Map(rows.map((row) => [`/reviews/profile/${row.slug}`, row]));
    const withAvatar = reviewers.filter((reviewer) => reviewer.avatar_image_url);
    expect(withAvatar.length).toBeGreaterThan(0);
    for (const reviewer of reviewers) {
      const row = stored.get(reviewer.profile_path!)!;
      expect(reviewer.avatar_image_url).toEqual(
        row.avatar_url ? { normal: row.avatar_url, retina: row.avatar_retina_url } : null,
      );
    }
    expect(
      withAvatar.every(
        (reviewer) => reviewer.avatar_image_url!.retina !== reviewer.avatar_image_url!.normal,
      ),
    ).toBe(true);
  });

  it('filters by stars and pages without repeats', async () => {
    const five = await widget('&filter_rating=5&sort_by=most_recent');
    expect(five.reviews.every((review) => review.rating === 5)).toBe(true);
    expect(five.total_count).toBe((await widget()).widget.rating_histogram_data['5']);
    const dates = five.reviews.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = await widget('&filter_rating=5&sort_by=most_recent&page=2');
    expect(
      next.reviews.some((review) => five.reviews.some((seen) => seen.uuid === review.uuid)),
    ).toBe(false);
  });

  it('sorts by rating both ways, and filters verified buyers, sources and words', async () => {
    const low = await widget('&sort_by=lowest_rating');
    expect(low.reviews[0]!.rating).toBe(1);
    const high = await widget('&sort_by=highest_rating');
    expect(high.reviews[0]!.rating).toBe(5);
    const verified = await widget('&verified_only=true&per_page=50');
    expect(verified.reviews.every((review) => review.reviewer.verified_buyer)).toBe(true);
    const invited = await widget('&review_source=invite&per_page=50');
    expect(invited.reviews.every((review) => review.source === 'invite')).toBe(true);
    const [word] = (await widget()).reviews[0]!.body.split(' ').filter((part) => part.length > 5);
    const found = await widget(`&search=${encodeURIComponent(word!)}&per_page=50`);
    expect(found.reviews.length).toBeGreaterThan(0);
    expect(
      found.reviews.every((review) =>
        `${review.title} ${review.body}`.toLowerCase().includes(word!.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('answers every review type, filter, sort and page (a word search too) as a plain query over the published reviews does, and the stars and average from the same rows', async () => {
    const { rows } = await sql<{
      uuid: string;
      rating: number;
      verified: boolean;
      source: string;
      has_media: boolean;
      created_at: string;
      id: string;
      text: string;
      of_product: boolean;
    }>`
      select r.uuid, r.rating, r.verified, r.source, r.has_media, to_char(r.created_at, 'YYYYMMDDHH24MISSUS') as created_at, lpad(r.id::text, 20, '0') as id,
             lower(r.title || ' ' || r.body) as text, r.product_id is not null as of_product
      from reviews r join shops s on s.id = r.shop_id left join products p on p.id = r.product_id
      where s.slug = ${DEMO_SHOP.slug} and (p.handle = ${DEMO_PRODUCT.handle} or r.product_id is null) and r.published and r.deleted_at is null`.execute(
      testApp.database.db,
    );
    type Row = (typeof rows)[number];
    const productRows = rows.filter((row) => row.of_product);
    const word = productRows[0]!.text.split(/[^a-z]+/).find((part) => part.length > 4)!;
    const newest = (a: Row, b: Row) =>
      `${b.created_at}${b.id}`.localeCompare(`${a.created_at}${a.id}`);
    const orders: Record<string, (a: Row, b: Row) => number> = {
      pictures_first: (a, b) => Number(b.has_media) - Number(a.has_media) || newest(a, b),
      most_recent: newest,
      'most_recent&sort_dir=asc': (a, b) => newest(b, a),
      highest_rating: (a, b) => b.rating - a.rating || newest(a, b),
      lowest_rating: (a, b) => a.rating - b.rating || newest(a, b),
    };
    const filters: Record<string, (row: Row) => boolean> = {
      '': () => true,
      '&filter_rating=4': (row) => row.rating === 4,
      '&verified_only=true': (row) => row.verified,
      '&review_source=invite': (row) => row.source === 'invite',
      '&filter_rating=5&verified_only=true&review_source=organic': (row) =>
        row.rating === 5 && row.verified && row.source === 'organic',
      // A word search is answered by SQL, the rest from the product's review list.
      [`&search=${word}&verified_only=true`]: (row) => row.text.includes(word) && row.verified,
    };
    // all-reviews adds the shop's own reviews to the product's.
    const types = { '': productRows, '&review_type=all-reviews': rows };
    for (const [type, typeRows] of Object.entries(types)) {
      for (const [sort, order] of Object.entries(orders)) {
        for (const [filter, keeps] of Object.entries(filters)) {
          const expected = typeRows.filter(keeps).sort(order);
          for (const page of [1, 2, 4]) {
            const answer = await widget(`&sort_by=${sort}${type}${filter}&page=${page}&per_page=7`);
            expect({
              type,
              sort,
              filter,
              page,
              total: answer.total_count,
              uuids: answer.reviews.map((review) => review.uuid),
            }).toEqual({
              type,
              sort,
              filter,
              page,
              total: expected.length,
              uuids: expected.slice((page - 1) * 7, page * 7).map((row) => row.uuid),
            });
          }
        }
      }
    }
    const { widget: data } = await widget();
    expect(data.rating_histogram_data).toEqual(
      Object.fromEntries(
        [1, 2, 3, 4, 5].map((stars) => [
          String(stars),
          productRows.filter((row) => row.rating === stars).length,
        ]),
      ),
    );
    expect(data.average_rating).toBe(
      Math.round(
        (productRows.reduce((sum, row) => sum + row.rating, 0) / productRows.length) * 100,
      ) / 100,
    );
  });

  it("includes the shop's own reviews for all-reviews", async () => {
    const product = await widget('&per_page=1');
    const all = await widget('&per_page=1&review_type=all-reviews');
    expect(all.total_count).toBeGreaterThan(product.total_count);
  });

  it('says what is wrong with bad parameters (400) and an unknown product (404)', async () => {
    const bad = await testApp.app.inject(`${base}&filter_rating=7&sort_by=random`);
    expect(bad.statusCode).toBe(400);
    const { message } = errorResponseSchema.parse(bad.json()).error;
    expect(message).toMatch(/filter_rating is 1 to 5 stars/);
    expect(message).toMatch(/sort_by is one of/);
    const missing = await testApp.app.inject(base.replace(/external_id=\d+/, 'external_id=nope'));
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).error.message).toMatch(
      /could not find that product/,
    );
  });
});

describe('GET /api/v1/widgets/all_reviews_page (spec §7, §9 shop review types)', () => {
  async function shopReviews(extra = '') {
    const response = await testApp.app.inject(`${shopBase}${extra}`);
    expect(response.statusCode).toBe(200);
    return allReviewsPageResponseSchema.parse(response.json());
  }

  it('splits all-reviews (the default) into shop-reviews and product-reviews', async () => {
    const all = await shopReviews();
    const shopOnly = await shopReviews('&review_type=shop-reviews');
    const productsOnly = await shopReviews('&review_type=product-reviews');
    expect(all.reviews).toHaveLength(10);
    expect(shopOnly.total_count).toBeGreaterThan(0);
    expect(productsOnly.total_count).toBeGreaterThan(0);
    expect(all.total_count).toBe(shopOnly.total_count + productsOnly.total_count);
    expect(shopOnly.reviews.every((review) => review.product === null)).toBe(true);
    expect(productsOnly.reviews.every((review) => review.product !== null)).toBe(true);
    const stars = Object.values(all.ratings.rating_histogram_data).reduce(
      (sum, count) => sum + count,
      0,
    );
    expect(stars).toBe(all.total_count);
  });

  it('takes the product widget filters', async () => {
    const low = await shopReviews(
      '&review_type=shop-reviews&filter_rating=1&sort_by=most_recent&per_page=50',
    );
    expect(low.reviews.every((review) => review.rating === 1 && review.product === null)).toBe(
      true,
    );
    expect(low.total_count).toBe(
      (await shopReviews('&review_type=shop-reviews')).ratings.rating_histogram_data['1'],
    );
  });

  it('answers 400 for an unknown review type and 404 for an unknown shop', async () => {
    const bad = await testApp.app.inject(`${shopBase}&review_type=published`);
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).error.message).toMatch(
      /review_type is one of all-reviews, shop-reviews, product-reviews/,
    );
    const missing = await testApp.app.inject(
      shopBase.replace(/api_token=[^&]+/, 'api_token=wrong'),
    );
    expect(missing.statusCode).toBe(404);
  });
});
