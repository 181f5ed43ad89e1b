import { allCategoriesResponseSchema } from '@vouch/contracts';
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

  it('is cacheable: Cache-Control, an ETag and 304 for a client that has it', async () => {
    const first = await testApp.app.inject('/reviews/all_categories');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    const again = await testApp.app.inject({ url: '/reviews/all_categories', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
