import { sql } from 'kysely';
import { errorResponseSchema, galleryPageSchema } from '@vouch/contracts';
import { DEMO_SHOP } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { GALLERY_PAGE_SIZE } from './gallery-routes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const gallery = async (url: string) => {
  const response = await testApp.app.inject(url);
  expect(response.statusCode).toBe(200);
  return galleryPageSchema.parse(response.json());
};

describe('review galleries (spec §7 reviews_with_media, §3 media item)', () => {
  it("pages through a shop's review pictures and videos without repeats", async () => {
    const { rows } = await sql<{ encoded_id: string; media: number }>`
      select s.encoded_id, (select count(*)::int from review_media m join reviews r on r.id = m.review_id
                            where r.shop_id = s.id and r.published and r.deleted_at is null) as media
      from shops s where s.slug = ${DEMO_SHOP.slug}`.execute(testApp.database.db);
    const shop = rows[0]!;
    const first = await gallery(`/shops/${shop.encoded_id}/reviews_with_media`);
    expect(first.total_count).toBe(shop.media);
    expect(first.items.length).toBe(Math.min(GALLERY_PAGE_SIZE, shop.media));
    const pictures = first.items.filter((item) => item.dataType === 'picture');
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every((item) => item.source && item.thumbnail && item.videoId === null)).toBe(
      true,
    );
    if (first.total_pages > 1) {
      const second = await gallery(`/shops/${shop.encoded_id}/reviews_with_media?page=2`);
      expect(second.items.some((item) => first.items.some((seen) => seen.id === item.id))).toBe(
        false,
      );
    }
  });

  it('answers a product with external videos by id', async () => {
    const { rows } = await sql<{ encoded_id: string }>`
      select p.encoded_id from products p join reviews r on r.product_id = p.id join review_media m on m.review_id = r.id
      where m.kind = 'video_external' and r.published and r.deleted_at is null
      order by (select count(*) from reviews o join review_media om on om.review_id = o.id where o.product_id = p.id), p.id limit 1`.execute(
      testApp.database.db,
    );
    const page = await gallery(`/products/${rows[0]!.encoded_id}/reviews_with_media`);
    const video = page.items.find((item) => item.dataType === 'video_external');
    expect(video?.videoId).toBeTruthy();
    expect(video?.source).toBeNull();
  });

  it('answers 404 for an unknown product or shop and 400 for a bad page', async () => {
    const missing = await testApp.app.inject('/products/nope/reviews_with_media');
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).error.message).toMatch(
      /could not find that product/,
    );
    expect((await testApp.app.inject('/shops/nope/reviews_with_media')).statusCode).toBe(404);
    expect((await testApp.app.inject('/shops/nope/reviews_with_media?page=x')).statusCode).toBe(
      400,
    );
  });
});
