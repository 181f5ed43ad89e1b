import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refreshReviewAggregates } from './review-aggregates';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const figures = async () => {
  const { db } = testApp.database;
  const products = await sql<Record<string, string>>`
    select id, reviews_count::text, average_rating::text, transparency_score::float8::text as transparency, authenticity_score::float8::text as authenticity
    from products order by id`.execute(db);
  const shops = await sql<Record<string, string>>`
    select shop_id, reviews_count::text, average_rating::text, verified_reviews_count::text, published_verified_count::text,
           transparency_score::float8::text as transparency, authenticity_score::float8::text as authenticity
    from shop_metrics order by shop_id`.execute(db);
  const users = await sql<
    Record<string, string>
  >`select id, reviews_count::text from users order by id`.execute(db);
  return { products: products.rows, shops: shops.rows, users: users.rows };
};

describe('the seed and the API count reviews alike', () => {
  it("gives every product, shop and reviewer the figures the API's own recount gives them", async () => {
    const seeded = await figures();
    expect(seeded.products.length).toBeGreaterThan(0);
    const { rows: owners } = await sql<{
      shop_id: string;
      product_id: string | null;
      user_id: string | null;
    }>`
      select distinct on (coalesce(product_id, -shop_id)) shop_id, product_id, user_id from reviews order by coalesce(product_id, -shop_id)`.execute(
      testApp.database.db,
    );
    await testApp.database.db.transaction().execute(async (trx) => {
      for (const owner of owners) await refreshReviewAggregates(trx, owner);
      const { rows: users } = await sql<{
        user_id: string;
      }>`select distinct user_id from reviews where user_id is not null`.execute(trx);
      for (const { user_id } of users)
        await refreshReviewAggregates(trx, {
          user_id,
          shop_id: owners[0]!.shop_id,
          product_id: null,
        });
    });
    expect(await figures()).toEqual(seeded);
  });
});
