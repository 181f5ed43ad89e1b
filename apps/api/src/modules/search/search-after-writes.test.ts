import { searchResponseSchema, type SearchResponse } from '@vouch/contracts';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function search(query: string): Promise<SearchResponse> {
  const response = await testApp.app.inject(`/reviews/search.json?${query}`);
  expect(response.statusCode).toBe(200);
  return searchResponseSchema.parse(response.json());
}

describe('GET /reviews/search.json after writes to the catalogue', () => {
  it("keeps each product's category ids equal to its category links, so a new link is searchable at once (migration 0015)", async () => {
    const db = testApp.database.db;
    const product = await db
      .selectFrom('products')
      .select(['id', 'encoded_id', 'category_ids'])
      .where('handle', '=', DEMO_PRODUCT.handle)
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('categories')
      .select('id')
      .where('id', 'not in', product.category_ids)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const idsNow = async () =>
      (
        await db
          .selectFrom('products')
          .select('category_ids')
          .where('id', '=', product.id)
          .executeTakeFirstOrThrow()
      ).category_ids;
    await db
      .insertInto('product_categories')
      .values({ product_id: product.id, category_id: other.id })
      .execute();
    try {
      expect(await idsNow()).toEqual([...product.category_ids, other.id].sort((a, b) => a - b));
      const { data } = await search(
        `category_id=${other.id}&min_transparency=0&q=${encodeURIComponent(DEMO_PRODUCT.title)}`,
      );
      expect(data.search_results.map((result) => result.encoded_id)).toContain(product.encoded_id);
    } finally {
      await db
        .deleteFrom('product_categories')
        .where('product_id', '=', product.id)
        .where('category_id', '=', other.id)
        .execute();
    }
    expect(await idsNow()).toEqual(product.category_ids);
  });

  it("keeps each product's shop country equal to its shop's, so a shop that moves is found in its new country (migration 0015)", async () => {
    const db = testApp.database.db;
    const shop = await db
      .selectFrom('shops')
      .select(['id', 'country'])
      .where('slug', '=', DEMO_SHOP.slug)
      .executeTakeFirstOrThrow();
    const moved = shop.country === 'NZ' ? 'IE' : 'NZ';
    const countries = async () =>
      new Set(
        (
          await db
            .selectFrom('products')
            .select('shop_country')
            .where('shop_id', '=', shop.id)
            .execute()
        ).map((row) => row.shop_country),
      );
    await db.updateTable('shops').set({ country: moved }).where('id', '=', shop.id).execute();
    try {
      expect(await countries()).toEqual(new Set([moved]));
      const { data } = await search(
        `q=${encodeURIComponent(DEMO_PRODUCT.title)}&store_country=${moved}&min_transparency=0`,
      );
      expect(data.search_results.map((result) => result.handle)).toContain(DEMO_PRODUCT.handle);
    } finally {
      await db
        .updateTable('shops')
        .set({ country: shop.country })
        .where('id', '=', shop.id)
        .execute();
    }
    expect(await countries()).toEqual(new Set([shop.country]));
  });

  it('follows writes made after it loaded: a new product, a changed title, a rise in reviews, a shop that stops shipping', async () => {
    const db = testApp.database.db;
    const shop = await db
      .selectFrom('shops')
      .select(['id', 'ships_to'])
      .where('slug', '=', DEMO_SHOP.slug)
      .executeTakeFirstOrThrow();
    const handles = async (query: string) =>
      (await search(`${query}&min_transparency=0`)).data.search_results.map(
        (result) => result.handle,
      );
    await db
      .insertInto('products')
      .values({
        encoded_id: 'zq-new-product',
        shop_id: shop.id,
        handle: 'quokka-lantern',
        title: 'Quokka lantern',
        external_id: 'zq-1',
        external_url: 'https://example.com/quokka-lantern',
        currency: 'USD',
        lowest_price: '12.00',
      })
      .execute();
    try {
      expect(await handles('q=quokka')).toEqual(['quokka-lantern']);
      await db
        .updateTable('products')
        .set({ title: 'Wombat lantern' })
        .where('handle', '=', 'quokka-lantern')
        .execute();
      expect(await handles('q=quokka')).toEqual([]);
      expect(await handles('q=wombat')).toEqual(['quokka-lantern']);
      expect((await handles('sort_by=reviews_count'))[0]).not.toBe('quokka-lantern');
      await db
        .updateTable('products')
        .set({ reviews_count: 1_000_000 })
        .where('handle', '=', 'quokka-lantern')
        .execute();
      expect((await handles('sort_by=reviews_count'))[0]).toBe('quokka-lantern');
      await db
        .updateTable('shops')
        .set({ ships_to: ['NZ'] })
        .where('id', '=', shop.id)
        .execute();
      expect(await handles('q=wombat&country=GB')).toEqual([]);
      expect(await handles('q=wombat&country=NZ')).toEqual(['quokka-lantern']);
    } finally {
      await db
        .updateTable('shops')
        .set({ ships_to: shop.ships_to })
        .where('id', '=', shop.id)
        .execute();
      await db.deleteFrom('products').where('handle', '=', 'quokka-lantern').execute();
    }
  });
});
