import { FIXED_REDIRECTS, legacyShopRedirect, matchPageRoute } from './page-routes';

describe('matchPageRoute (spec §2 "Screens and routes")', () => {
  it.each([
    ['/reviews', 'home', {}],
    ['/reviews/', 'home', {}],
    ['/reviews/feed', 'feed', {}],
    ['/reviews/how-it-works', 'howItWorks', {}],
    ['/reviews/medals', 'medals', {}],
    ['/reviews/trust', 'trust', {}],
    ['/reviews/categories', 'categoryIndex', {}],
    ['/reviews/categories/womens-shoes', 'categoryShow', { categorySlug: 'womens-shoes' }],
    ['/reviews/search', 'PageSearch', {}],
    ['/reviews/store_search', 'storeSearch', {}],
    ['/reviews/people', 'people', {}],
    ['/reviews/following', 'following', {}],
    ['/reviews/write-review', 'writeReview', {}],
    ['/reviews/write-review/new', 'writeReviewNew', {}],
    ['/reviews/write-review/edit', 'writeReviewEdit', {}],
    ['/reviews/stores/acme', 'shop', { shopSlug: 'acme' }],
    [
      '/reviews/stores/acme/products/red-mug',
      'product',
      { shopSlug: 'acme', productHandle: 'red-mug' },
    ],
    ['/reviews/stores/acme/disputes/new', 'shopDisputeNew', { shopSlug: 'acme' }],
    [
      '/reviews/stores/acme/products/red-mug/disputes/new',
      'productDisputeNew',
      { shopSlug: 'acme', productHandle: 'red-mug' },
    ],
    ['/reviews/profile/edit', 'profileEdit', {}],
    ['/reviews/profile/disputes/42', 'profileDispute', { disputeId: '42' }],
    ['/reviews/profile/jane-doe', 'publicProfile', { slug: 'jane-doe' }],
    ['/reviews/users/jane-doe', 'privateProfile', { slug: 'jane-doe' }],
    ['/logout', 'logout', {}],
    ['/reviews/shop/inbox', 'shopInbox', {}],
    ['/reviews/arbitrator', 'arbitrator', {}],
    ['/reviews/arbitrator/7', 'arbitratorDispute', { disputeId: '7' }],
    ['/login', 'login', {}],
  ])('%s is %s', (pathname, name, params) => {
    expect(matchPageRoute(pathname)).toMatchObject({ name, params });
  });

  it('decodes params and refuses malformed escapes instead of throwing', () => {
    expect(matchPageRoute('/reviews/stores/caf%C3%A9')?.params).toEqual({ shopSlug: 'café' });
    expect(matchPageRoute('/reviews/stores/%E0%A4%A')).toBeNull();
  });

  it('matches nothing outside the spec table', () => {
    expect(matchPageRoute('/nothing-here')).toBeNull();
    expect(matchPageRoute('/reviews/stores/acme/extra/deep/path')).toBeNull();
  });
});

describe('redirects (spec §2)', () => {
  it('"/ redirects to /reviews", "/search redirects to /reviews/search"', () => {
    expect(FIXED_REDIRECTS['/']).toBe('/reviews');
    expect(FIXED_REDIRECTS['/search']).toBe('/reviews/search');
  });

  it('"/reviews/{rest} (any unknown path) redirects to /reviews/stores/{rest}"', () => {
    expect(legacyShopRedirect('/reviews/acme')).toBe('/reviews/stores/acme');
    expect(legacyShopRedirect('/reviews/acme/products/red-mug')).toBe(
      '/reviews/stores/acme/products/red-mug',
    );
  });

  it('leaves known routes alone and gives up on paths no shop page could have', () => {
    expect(legacyShopRedirect('/reviews/search')).toBeNull();
    expect(legacyShopRedirect('/reviews/a/b/c/d/e')).toBeNull();
    expect(legacyShopRedirect('/elsewhere')).toBeNull();
  });
});
