import { PAGE_ROUTES } from './page-routes';
import { rendersOnServer, SERVER_RENDERED_ROUTES } from './server-rendered-routes';

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

describe('rendersOnServer', () => {
  const product = '/reviews/stores/demo/products/mug';
  it('renders a public page found, with its query', () => {
    expect(rendersOnServer({ route: 'product', status: 200, location: product })).toBe(true);
    expect(
      rendersOnServer({ route: 'product', status: 200, location: `${product}?reviews_page=2` }),
    ).toBe(true);
  });

  it('leaves to the browser a page not found, a page of no route and one viewer’s page', () => {
    expect(rendersOnServer({ route: 'product', status: 404, location: product })).toBe(false);
    expect(rendersOnServer({ route: null, status: 404, location: '/nothing' })).toBe(false);
    expect(rendersOnServer({ route: 'feed', status: 200, location: '/reviews/feed' })).toBe(false);
  });

  it('never renders an address carrying a mailed link’s token (its page would be kept for every guest)', () => {
    expect(rendersOnServer({ route: 'login', status: 200, location: '/login' })).toBe(true);
    expect(rendersOnServer({ route: 'login', status: 200, location: '/login?link=abc' })).toBe(
      false,
    );
  });
});
