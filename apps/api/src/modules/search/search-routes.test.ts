import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import {
  searchFacetsResponseSchema,
  searchResponseSchema,
  type SearchResponse,
} from '@vouch/contracts';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let rates: Record<string, number>;
beforeAll(async () => {
  testApp = await createTestApp();
  const { rows } = await sql<{
    currency_code: string;
    rate_per_usd: string;
  }>`select currency_code, rate_per_usd from exchange_rates`.execute(testApp.database.db);
  rates = Object.fromEntries(rows.map((row) => [row.currency_code, Number(row.rate_per_usd)]));
});
afterAll(() => testApp.close());

async function search(query: string): Promise<SearchResponse> {
  const response = await testApp.app.inject(`/reviews/search.json?${query}`);
  expect(response.statusCode).toBe(200);
  return searchResponseSchema.parse(response.json());
}

const usd = (result: SearchResponse['data']['search_results'][number]) =>
  result.lowest_price / rates[result.currency]!;

describe('GET /reviews/search.json (spec §3 search response)', () => {
  it('answers the first page of the most reviewed products that meet the default 80% transparency', async () => {
    const { data, metrics } = await search('');
    expect(data).toMatchObject({
      current_page: 1,
      per_page: 20,
      category: null,
      search_in_shop_name: null,
      corrected_q: null,
    });
    expect(data.search_results).toHaveLength(20);
    expect(data.search_results.every((result) => result.transparency_score >= 0.8)).toBe(true);
    const counts = data.search_results.map((result) => result.reviews_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(metrics.results_cap).toBe(500);
    expect(data.rounded_results_total_count).toBeLessThanOrEqual(500);
  });

  it('goes out brotli-compressed in one piece, its length known, to a browser that accepts it', async () => {
    const plain = await testApp.app.inject('/reviews/search.json?min_transparency=0');
    const compressed = await testApp.app.inject({
      url: '/reviews/search.json?min_transparency=0',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    // Past the plugin's own one-call size on a small host (8 KB), within ours (64 KB).
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(64 * 1024);
    expect(compressed.headers['content-encoding']).toBe('br');
    // Compressed in one call: a stream's answer goes out chunked, with no length.
    expect(compressed.headers['content-length']).toBe(String(compressed.rawPayload.length));
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });

  it('finds stemmed title words and puts an exact title match first', async () => {
    const { data } = await search(`q=${encodeURIComponent(DEMO_PRODUCT.title.toLowerCase())}`);
    expect(data.search_results[0]).toMatchObject({
      title: DEMO_PRODUCT.title,
      handle: DEMO_PRODUCT.handle,
    });
    expect(data.search_results[0]!.shop.internal_path).toBe(`/reviews/stores/${DEMO_SHOP.slug}`);
    const plural = await search('q=backpack');
    expect(plural.data.search_results.length).toBeGreaterThan(0);
    expect(
      plural.data.search_results.every((result) => /backpacks?\b/i.test(`${result.title}`)),
    ).toBe(true);
  });

  it('corrects a typo that found nothing and says which text it searched', async () => {
    const { data } = await search('q=bakcpacks');
    expect(data.corrected_q).toBe('backpacks');
    expect(data.search_results.length).toBeGreaterThan(0);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const { data } = await search('q=zzzzqqqq+xxyyzz');
    expect(data).toMatchObject({ search_results: [], rounded_results_total_count: 0 });
  });

  it('applies rating, transparency, authenticity, reviews count and store country filters', async () => {
    const { data } = await search(
      'min_rating=4&min_transparency=90&min_authenticity=50&reviews_count=3&store_country=US&min_transparency=90',
    );
    expect(data.search_results.length).toBeGreaterThan(0);
    for (const result of data.search_results) {
      expect(result.average_rating).toBeGreaterThanOrEqual(4);
      expect(result.transparency_score).toBeGreaterThanOrEqual(0.9);
      expect(result.authenticity_score).toBeGreaterThanOrEqual(0.5);
      expect(result.reviews_count).toBeGreaterThanOrEqual(3);
      expect(result.shop.country).toBe('US');
    }
  });

  it("keeps only shops that ship to the shopper's country", async () => {
    const { data } = await search('country=nz&min_transparency=0');
    const { rows } = await sql<{
      domain: string;
      ships_to: string[] | null;
    }>`select domain, ships_to from shops`.execute(testApp.database.db);
    const shipping = new Map(rows.map((row) => [row.domain, row.ships_to]));
    expect(data.search_results.length).toBeGreaterThan(0);
    for (const result of data.search_results) {
      const shipsTo = shipping.get(result.shop.domain);
      expect(shipsTo === null || shipsTo!.includes('NZ')).toBe(true);
    }
  });

  it('filters and sorts prices in the chosen currency through the exchange rates', async () => {
    const { data } = await search(
      'currency=eur&min_price=20&max_price=90&sort_by=price_asc&min_transparency=0',
    );
    expect(data.search_results.length).toBeGreaterThan(0);
    const inEuros = data.search_results.map((result) => usd(result) * rates.EUR!);
    for (const price of inEuros) {
      expect(price).toBeGreaterThanOrEqual(20 - 0.01);
      expect(price).toBeLessThanOrEqual(90 + 0.01);
    }
    expect(inEuros).toEqual([...inEuros].sort((a, b) => a - b));
    const descending = (
      await search('sort_by=price_desc&min_transparency=0')
    ).data.search_results.map(usd);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('swaps a minimum above the maximum (spec §5)', async () => {
    const swapped = await search('currency=USD&min_price=90&max_price=20&min_transparency=0');
    const ordered = await search('currency=USD&min_price=20&max_price=90&min_transparency=0');
    expect(swapped.data.search_results).toEqual(ordered.data.search_results);
  });

  it('pages through the same search without repeats', async () => {
    const first = await search('min_transparency=0');
    const second = await search('min_transparency=0&page=2');
    expect(second.data.current_page).toBe(2);
    expect(second.data.done_search_sha1).toBe(first.data.done_search_sha1);
    const firstIds = new Set(first.data.search_results.map((result) => result.encoded_id));
    expect(second.data.search_results.some((result) => firstIds.has(result.encoded_id))).toBe(
      false,
    );
    // 600 products in the small data: the total stops at the cap, and says so.
    expect(first.data.rounded_results_total_count).toBe(500);
    expect(first.metrics.capped).toBe(true);
  });

  it('narrows to a category and names it', async () => {
    const { rows } = await sql<{
      id: number;
    }>`select id from categories where name = ${DEMO_PRODUCT.categoryName}`.execute(
      testApp.database.db,
    );
    const { data } = await search(`category_id=${rows[0]!.id}&min_transparency=0`);
    expect(data.category).toMatchObject({
      id: rows[0]!.id,
      name: DEMO_PRODUCT.categoryName,
      is_deepest: true,
    });
    expect(data.search_results.length).toBeGreaterThan(0);
    expect(data.search_results.every((result) => /backpacks?\b/i.test(result.title))).toBe(true);
  });

  it('sorts a category by price in the chosen currency, through the category price index', async () => {
    const { rows } = await sql<{
      id: number;
    }>`select id from categories where name = ${DEMO_SHOP.categoryName}`.execute(
      testApp.database.db,
    );
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const { data } = await search(
        `category_id=${rows[0]!.id}&sort_by=${sort}&min_transparency=0&currency=EUR`,
      );
      const prices = data.search_results.map(usd);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price_asc' ? a - b : b - a)));
    }
  });

  it('says in its Server-Timing header how the search index found the matches, or that PostgreSQL did (a phrase)', async () => {
    const timing = async (query: string) =>
      (await testApp.app.inject(`/reviews/search.json?${query}`)).headers['server-timing'];
    expect(await timing('min_transparency=0')).toMatch(
      /^search;dur=[\d.]+;desc="tested all \d+ products, kept the first 20"$/,
    );
    expect(await timing('q=backpack&sort_by=newest')).toMatch(
      /desc="tested the \d+ products of the text list, kept the first 20"/,
    );
    expect(await timing('q=%22leather+backpack%22')).toMatch(
      /desc="one PostgreSQL statement \(a phrase\)"/,
    );
  });

  it('searches one shop only when shop_domain, platform and search_in_shop are all present (spec §4)', async () => {
    const { rows } = await sql<{
      domain: string;
      platform: string;
    }>`select domain, platform from shops where slug = ${DEMO_SHOP.slug}`.execute(
      testApp.database.db,
    );
    const shop = rows[0]!;
    const scoped = await search(
      `shop_domain=${shop.domain}&platform=${shop.platform}&search_in_shop=true&min_transparency=0`,
    );
    expect(scoped.data.search_in_shop_name).toBe(DEMO_SHOP.name);
    expect(scoped.data.search_results.every((result) => result.shop.domain === shop.domain)).toBe(
      true,
    );
    const partial = await search(`shop_domain=${shop.domain}&min_transparency=0`);
    expect(partial.data.search_in_shop_name).toBeNull();
    expect(partial.data.search_results.some((result) => result.shop.domain !== shop.domain)).toBe(
      true,
    );
  });

  it.each([
    'page=abc&min_rating=x&min_price=-5&max_price=abc&country=zz&sort_by=drop%20table',
    'q=%27%3B%20drop%20table%20products%3B--&category_id=1e99&reviews_count=-1',
    'q=(&min_transparency=%F0%9F%98%80&page=999999999999',
    'q=the%20and%20of',
    `q=${'word '.repeat(100)}`,
  ])('never fails on a hand-typed query string: %s', async (query) => {
    const { data } = await search(query);
    expect(Array.isArray(data.search_results)).toBe(true);
  });
});

describe('GET /reviews/search_facets.json (issue #20: the filter sidebar counts)', () => {
  async function facets(query: string) {
    const response = await testApp.app.inject(`/reviews/search_facets.json?${query}`);
    expect(response.statusCode).toBe(200);
    return searchFacetsResponseSchema.parse(response.json());
  }

  it('counts for each minimum rating what the search with that rating finds, whatever rating is chosen now', async () => {
    const base = 'q=backpack&min_transparency=0&store_country=US&min_rating=4';
    const { ratings } = await facets(base);
    expect(ratings.capped).toBe(false);
    expect(ratings.choices.map((choice) => choice.value)).toEqual([1, 2, 3, 4, 4.5]);
    for (const choice of ratings.choices) {
      const found = await search(base.replace('min_rating=4', `min_rating=${choice.value}`));
      expect({ rating: choice.value, count: choice.count }).toEqual({
        rating: choice.value,
        count: found.data.rounded_results_total_count,
      });
    }
    expect(ratings.choices.some((choice) => choice.count > 0)).toBe(true);
  });

  it('counts a phrase search (answered by PostgreSQL, not the index) the same way', async () => {
    const base = 'q=%22leather+backpack%22&min_transparency=0';
    const { ratings } = await facets(base);
    for (const choice of ratings.choices) {
      const found = await search(`${base}&min_rating=${choice.value}`);
      expect({ rating: choice.value, count: choice.count }).toEqual({
        rating: choice.value,
        count: found.data.rounded_results_total_count,
      });
    }
    expect(ratings.choices[0]!.count).toBeGreaterThan(0);
  });

  it('counts for each store country what the search in that country finds, most first', async () => {
    const base = 'currency=EUR&max_price=80&min_transparency=50&store_country=GB';
    const { store_countries: countries } = await facets(base);
    expect(countries.capped).toBe(false);
    expect(countries.choices.length).toBeGreaterThan(1);
    const counts = countries.choices.map((choice) => choice.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const choice of countries.choices) {
      const found = await search(base.replace('store_country=GB', `store_country=${choice.value}`));
      expect({ country: choice.value, count: choice.count }).toEqual({
        country: choice.value,
        count: found.data.rounded_results_total_count,
      });
    }
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(countries.counted);
  });

  it('counts 500 of the matches of a search with more, and says so', async () => {
    const { ratings, store_countries: countries } = await facets('min_transparency=0');
    expect(ratings).toMatchObject({ counted: 500, capped: true });
    expect(countries).toMatchObject({ counted: 500, capped: true });
  });

  it('answers empty counts, not an error, for a search that finds nothing or a hand-typed query', async () => {
    const { ratings, store_countries: countries } = await facets(
      'q=zzzzqqqq+xxyyzz&min_rating=x&store_country=zz&page=-1',
    );
    expect(ratings.choices.every((choice) => choice.count === 0)).toBe(true);
    expect(countries).toEqual({ counted: 0, capped: false, choices: [] });
  });
});
