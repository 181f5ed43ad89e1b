import { PAGE_JSON_VIEWERS, PAGE_ROUTES } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const PARAMS: Record<string, string> = {
  shopSlug: DEMO_SHOP.slug,
  productHandle: DEMO_PRODUCT.handle,
  slug: DEMO_ACCOUNTS.reviewer.slug,
  categorySlug: 'bags',
  disputeId: '1',
};

// The client asks for a page's JSON only when PAGE_JSON_VIEWERS says the viewer may read it: this keeps that table the server's.
describe('PAGE_JSON_VIEWERS says which page JSON a guest is refused', () => {
  it.each(
    PAGE_ROUTES.map(
      (route) =>
        [route.name, route.pattern.replace(/:(\w+)/g, (_, name: string) => PARAMS[name]!)] as const,
    ),
  )('%s (%s)', async (name, path) => {
    const response = await new TestBrowser(testApp.app).get(`${path}?format=json`);
    expect([401, 403].includes(response.statusCode)).toBe(PAGE_JSON_VIEWERS[name] !== 'anyone');
  });
});
