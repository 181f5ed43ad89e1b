import { errorResponseSchema, storeSearchResponseSchema } from '@vouch/contracts';
import { DEMO_SHOP } from '@vouch/seed';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function storeSearch(query: string) {
  const response = await testApp.app.inject(`/reviews/store_search.json?${query}`);
  expect(response.statusCode).toBe(200);
  return storeSearchResponseSchema.parse(response.json());
}

describe('GET /reviews/store_search.json (spec §7)', () => {
  it('pages all shops 20 at a time, most reviewed first', async () => {
    const first = await storeSearch('');
    expect(first).toMatchObject({ per_page: 20, current_page: 1, results_total_count: 40 });
    expect(first.shop_results).toHaveLength(20);
    const counts = first.shop_results.map((shop) => shop.reviews_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const second = await storeSearch('page=2');
    expect(second.shop_results).toHaveLength(20);
    expect(
      second.shop_results.some((shop) =>
        first.shop_results.some((seen) => seen.encoded_shop_id === shop.encoded_shop_id),
      ),
    ).toBe(false);
  });

  it('finds a shop by words of its name or its domain, the exact name first', async () => {
    const byName = await storeSearch(`q=${encodeURIComponent(DEMO_SHOP.name.toLowerCase())}`);
    expect(byName.shop_results[0]).toMatchObject({
      name: DEMO_SHOP.name,
      internal_path: `/reviews/stores/${DEMO_SHOP.slug}`,
    });
    const byDomain = await storeSearch(`q=${DEMO_SHOP.slug}.example`);
    expect(byDomain.shop_results.map((shop) => shop.name)).toEqual([DEMO_SHOP.name]);
    expect((await storeSearch('q=harb%25')).shop_results).toEqual([]);
  });

  it('keeps shops that ship to the given country', async () => {
    const { shop_results } = await storeSearch('country=nz&per_page=50');
    const { rows } = await sql<{
      encoded_id: string;
      ships_to: string[] | null;
    }>`select encoded_id, ships_to from shops`.execute(testApp.database.db);
    const shipping = new Map(rows.map((row) => [row.encoded_id, row.ships_to]));
    expect(shop_results.length).toBeGreaterThan(0);
    expect(
      shop_results.every(
        (shop) =>
          shipping.get(shop.encoded_shop_id) === null ||
          shipping.get(shop.encoded_shop_id)!.includes('NZ'),
      ),
    ).toBe(true);
  });

  it('refuses a bad page with a 400 that says what to fix', async () => {
    const response = await testApp.app.inject('/reviews/store_search.json?page=zero');
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/page/);
  });
});
