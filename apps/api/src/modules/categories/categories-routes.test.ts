import { brotliDecompressSync } from 'node:zlib';
import {
  allCategoriesResponseSchema,
  categoriesIndexResponseSchema,
  categoryPageResponseSchema,
  errorResponseSchema,
} from '@vouch/contracts';
import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { buildCategoryTree, topLevelAncestor } from '@vouch/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /reviews/all_categories (spec §7)', () => {
  it('answers the three-level tree with child ids, matching the contract', async () => {
    const response = await testApp.app.inject('/reviews/all_categories');
    expect(response.statusCode).toBe(200);
    const { categories } = allCategoriesResponseSchema.parse(response.json());
    expect(new Set(categories.map((category) => category.level))).toEqual(new Set([1, 2, 3]));
    const tree = buildCategoryTree(categories);
    for (const category of categories) {
      expect(category.children).toEqual(tree.byId.get(category.id)!.children);
      if (category.level === 3) {
        expect(category.is_deepest).toBe(true);
        expect(topLevelAncestor(tree, category.id)?.level).toBe(1);
      }
    }
  });

  it('goes out brotli-compressed to a browser that accepts it (the tree is tens of kilobytes raw)', async () => {
    const plain = await testApp.app.inject('/reviews/all_categories');
    const compressed = await testApp.app.inject({
      url: '/reviews/all_categories',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(compressed.rawPayload);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(
      allCategoriesResponseSchema.parse(JSON.parse(body.toString('utf8'))).categories.length,
    ).toBeGreaterThan(0);
  });

  it('is cacheable: Cache-Control, an ETag and 304 for a client that has it', async () => {
    const first = await testApp.app.inject('/reviews/all_categories');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    const again = await testApp.app.inject({
      url: '/reviews/all_categories',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /reviews/categories.json (spec §7)', () => {
  it('answers the whole tree by page order, or only level 1 with level=1', async () => {
    const all = categoriesIndexResponseSchema.parse(
      (await testApp.app.inject('/reviews/categories.json')).json(),
    );
    expect(new Set(all.product_categories.map((category) => category.level))).toEqual(
      new Set([1, 2, 3]),
    );
    expect(all.meta_data.title).toBe('All product categories | Vouch');
    const top = categoriesIndexResponseSchema.parse(
      (await testApp.app.inject('/reviews/categories.json?level=1')).json(),
    );
    expect(top.product_categories.every((category) => category.level === 1)).toBe(true);
    const orders = top.product_categories.map((category) => category.page_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('GET /reviews/categories.json with search params (spec §7 "q, shop_domain, search_in_shop, platform, category_id")', () => {
  it("answers the categories of the search's matches, each with how many it holds, most first (the deepest first on a tie)", async () => {
    const { categories } = allCategoriesResponseSchema.parse(
      (await testApp.app.inject('/reviews/all_categories')).json(),
    );
    const leaf = categories.find((category) => category.name === DEMO_PRODUCT.categoryName)!;
    const { product_categories: found } = categoriesIndexResponseSchema.parse(
      (await testApp.app.inject('/reviews/categories.json?q=backpack')).json(),
    );
    expect(found[0]).toMatchObject({ id: leaf.id, name: DEMO_PRODUCT.categoryName });
    const counts = found.map((category) => category.products_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const search = (await testApp.app.inject('/reviews/search.json?q=backpack')).json() as {
      data: { rounded_results_total_count: number };
    };
    expect(found.find((category) => category.id === leaf.id)!.products_count).toBe(
      search.data.rounded_results_total_count,
    );
  });

  it("counts a filter-only search's categories too, with prices in the chosen currency (the filter sidebar's counts)", async () => {
    const filters = 'min_rating=4&currency=EUR&max_price=60';
    const { product_categories: found } = categoriesIndexResponseSchema.parse(
      (await testApp.app.inject(`/reviews/categories.json?${filters}`)).json(),
    );
    const leaves = found.filter((category) => category.level === 3).slice(0, 4);
    expect(leaves.length).toBeGreaterThan(0);
    for (const leaf of leaves) {
      const search = (
        await testApp.app.inject(`/reviews/search.json?${filters}&category_id=${leaf.id}`)
      ).json() as {
        data: { rounded_results_total_count: number };
      };
      expect({ id: leaf.id, count: leaf.products_count }).toEqual({
        id: leaf.id,
        count: search.data.rounded_results_total_count,
      });
    }
  });

  it('narrows to a category: its own record is left out, the levels around it stay', async () => {
    const { categories } = allCategoriesResponseSchema.parse(
      (await testApp.app.inject('/reviews/all_categories')).json(),
    );
    const root = categories.find((category) => category.name === DEMO_SHOP.categoryName)!;
    const { product_categories: found } = categoriesIndexResponseSchema.parse(
      (
        await testApp.app.inject(
          `/reviews/categories.json?category_id=${root.id}&min_transparency=0`,
        )
      ).json(),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((category) => category.id === root.id)).toBe(false);
    expect(found.every((category) => category.path.length > 0)).toBe(true);
  });
});

describe('GET /reviews/categories/{handle}.json (spec §7)', () => {
  it('answers a middle category with its upper levels, children, grand-children and top products', async () => {
    const { categories } = allCategoriesResponseSchema.parse(
      (await testApp.app.inject('/reviews/all_categories')).json(),
    );
    const root = categories.find((category) => category.name === DEMO_SHOP.categoryName)!;
    const response = await testApp.app.inject(`/reviews/categories/${root.handle}.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const page = categoryPageResponseSchema.parse(response.json());
    expect(page.category).toMatchObject({ id: root.id, level: 1 });
    expect(page.upper_level_categories).toEqual([]);
    expect(page.children.map((child) => child.id).sort()).toEqual([...root.children].sort());
    expect(
      page.grand_children.every((grandChild) =>
        page.children.some((child) => child.id === grandChild.parent_id),
      ),
    ).toBe(true);
    expect(page.top_products.length).toBeGreaterThan(0);
    expect(page.top_products.length).toBeLessThanOrEqual(8);

    const leaf = categories.find((category) => category.name === DEMO_PRODUCT.categoryName)!;
    const leafPage = categoryPageResponseSchema.parse(
      (await testApp.app.inject(`/reviews/categories/${leaf.handle}.json`)).json(),
    );
    expect(leafPage.category.is_deepest).toBe(true);
    expect(leafPage.upper_level_categories.map((category) => category.level)).toEqual([1, 2]);
    expect(leafPage.upper_level_categories[0]!.id).toBe(root.id);
  });

  it('answers 404 with a message for an unknown category', async () => {
    const response = await testApp.app.inject('/reviews/categories/no-such-thing.json');
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/no such category/);
  });
});
