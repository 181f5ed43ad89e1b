import { sql } from 'kysely';
import { generatedCatalogue, SEED_SIZES } from '@vouch/seed';
import type { AppDatabase } from '@vouch/db';
import { createTestDatabase } from '../../../testing/test-database';
import { generatedIndexRows, generatedIndexShops } from './generated-index-rows';
import { reference, UNFILTERED_QUERY } from './index-test-fixtures';
import type { IndexedProduct } from './product-columns';
import type { IndexQuery } from './search-planning';
import { searchIndexRepository } from './search-index-repository';
import { ProductSearchIndex } from './product-search-index';
import { parseTsQuery } from './ts-query';

/** Every row of a generated catalogue, with the lexemes PostgreSQL gives each word. */
async function rowsOf(products: number, database: AppDatabase, shops?: number) {
  const catalogue = generatedCatalogue(products, { shops });
  const rows: IndexedProduct[] = [];
  const lexemes = searchIndexRepository(database.db).lexemesOfWords;
  for await (const batch of generatedIndexRows(catalogue, lexemes)) rows.push(...batch);
  return { catalogue, rows, shops: generatedIndexShops(catalogue) };
}

let database: AppDatabase;
beforeAll(async () => {
  database = await createTestDatabase('small');
});
afterAll(() => database.close());

describe('index rows generated without a database (issue #32)', () => {
  it("are the seed's own rows, lexemes included, at the seed's sizes", async () => {
    const small = SEED_SIZES.small;
    const { rows, shops } = await rowsOf(small.products, database, small.shops);
    const { rows: seeded } = await sql<IndexedProduct>`
      select p.id::int as id, p.shop_id::int as shop_id, p.shop_country, p.category_ids,
        tsvector_to_array(p.search_vector) as lexemes, p.sales_count,
        p.lowest_price::float8 as lowest_price, p.price_usd::float8 as price_usd,
        (extract(epoch from p.created_at) * 1000000)::float8 as created_at_us
      from products p order by p.id`.execute(database.db);
    const drawn = (row: IndexedProduct) => ({
      id: row.id,
      shop_id: row.shop_id,
      shop_country: row.shop_country,
      category_ids: row.category_ids,
      lexemes: [...row.lexemes].sort(),
      sales_count: row.sales_count,
      lowest_price: row.lowest_price,
      price_usd: row.price_usd,
      created_at_us: row.created_at_us,
    });
    expect(rows.map(drawn)).toEqual(seeded.map(drawn));
    const { rows: seededShops } = await sql<{ id: number; ships_to: string[] | null }>`
      select id::int as id, domain, platform, ships_to::text[] as ships_to from shops order by id`.execute(
      database.db,
    );
    expect(shops).toEqual(seededShops);
  });

  it("give review aggregates with the large seed's distributions", async () => {
    // The large seed: 5 reviews a product, 88% on products, 96% published, 1% deleted (4.18 a
    // product; vouch_large has 4,181,639 over 1,000,000), most on the first products, J-shaped ratings.
    const products = [...generatedCatalogue(20_000).products()];
    const counts = products.map((product) => product.reviewsCount);
    const mean = counts.reduce((sum, count) => sum + count, 0) / products.length;
    expect(mean).toBeGreaterThan(4.18 * 0.9);
    expect(mean).toBeLessThan(4.18 * 1.1);
    expect(Math.max(...counts)).toBe(counts[0]);
    const rated = products.filter((product) => product.reviewsCount > 0);
    expect(rated.length / products.length).toBeGreaterThan(0.85);
    const ratings = rated.reduce((sum, product) => sum + product.averageRating, 0) / rated.length;
    expect(ratings).toBeGreaterThan(3.6);
    expect(ratings).toBeLessThan(4.6);
    expect(rated.every((product) => product.authenticityScore <= 1)).toBe(true);
  });

  it('are the same on every run, and drawn a batch at a time', async () => {
    const first = [...generatedCatalogue(3000).products()];
    expect([...generatedCatalogue(3000).products()]).toEqual(first);
    // A million products: the first batch comes without the rest being drawn.
    const asked: number[] = [];
    const batches = generatedIndexRows(generatedCatalogue(1_000_000), async (words) => {
      asked.push(words.length);
      return new Map(words.map((word) => [word, [word.toLowerCase()]]));
    });
    const batch = (await batches.next()).value as IndexedProduct[];
    expect(batch).toHaveLength(50_000);
    expect([batch[0]!.id, batch[49_999]!.id]).toEqual([1, 50_000]);
    const second = (await batches.next()).value as IndexedProduct[];
    expect(second[0]!.id).toBe(50_001);
    // Each word is asked for once: the first batch meets the catalogue's few hundred words.
    expect(asked).toHaveLength(1);
    expect(asked[0]).toBeGreaterThan(100);
    await batches.return(undefined);
  });

  it('build an index that answers broad-mix searches as a plain filter over the rows does', async () => {
    const { rows, shops } = await rowsOf(20_000, database);
    const index = await ProductSearchIndex.build(async (addShop, addProducts) => {
      shops.forEach(addShop);
      addProducts(rows);
    });
    const products = new Map(rows.map((row) => [row.id, row]));
    const text = async (words: string) =>
      parseTsQuery(await searchIndexRepository(database.db).textQuery(words));
    const any: IndexQuery = { ...UNFILTERED_QUERY, order: 'reviews_count' };
    const searches: IndexQuery[] = [
      { ...any, text: await text('backpack') },
      {
        ...any,
        text: await text('classic backpacks'),
        price: { inDollars: true, min: 10, max: 150 },
      },
      { ...any, categoryId: rows[5]!.category_ids[0]!, order: 'newest', limit: 200 },
      { ...any, minRating: 4, storeCountry: 'GB', shipsTo: 'DE', order: 'price_asc' },
      { ...any, minReviews: 50, order: 'best_selling', limit: 60 },
      { ...any, shop: { domain: shops[0]!.domain, platform: shops[0]!.platform } },
      { ...any, minTransparency: 0.9, minAuthenticity: 0.8, order: 'price_desc', limit: 100 },
      { ...any, text: await text('kits'), price: { inDollars: false, min: 100, max: 2000 } },
    ];
    const answers = searches.map((query) => index.find(query));
    expect(answers.map(({ total, ids }) => ({ total, ids }))).toEqual(
      searches.map((query) => reference(products, shops, query)),
    );
    expect(answers.map((answer) => answer.total > 0)).toEqual(searches.map(() => true));
  });
});
