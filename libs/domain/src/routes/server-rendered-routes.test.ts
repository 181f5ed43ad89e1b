import { PAGE_ROUTES } from './page-routes';
import { SERVER_RENDERED_ROUTES } from './server-rendered-routes';

describe('SERVER_RENDERED_ROUTES', () => {
  it('names the public pages the issue lists: home, search, store search, categories, shop, product, public profile, info pages, people, and sign-in', () => {
    for (const name of [
      'home',
      'PageSearch',
      'storeSearch',
      'categoryIndex',
      'categoryShow',
      'shop',
      'product',
      'publicProfile',
      'howItWorks',
      'medals',
      'trust',
      'people',
      'login',
    ] as const) {
      expect(SERVER_RENDERED_ROUTES.has(name)).toBe(true);
    }
  });

  it('leaves one viewer’s pages to the browser', () => {
    for (const name of [
      'privateProfile',
      'profileEdit',
      'writeReview',
      'writeReviewNew',
      'writeReviewEdit',
      'feed',
      'following',
      'arbitrator',
      'arbitratorDispute',
      'shopInbox',
      'profileDispute',
      'shopDisputeNew',
    ] as const) {
      expect(SERVER_RENDERED_ROUTES.has(name)).toBe(false);
    }
  });

  it('names only routes the table has', () => {
    const names = new Set(PAGE_ROUTES.map((route) => route.name));
    for (const name of SERVER_RENDERED_ROUTES) expect(names.has(name)).toBe(true);
  });
});
