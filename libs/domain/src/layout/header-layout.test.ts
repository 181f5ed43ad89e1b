import {
  dropdownMenuItems,
  headerHiddenAfterScroll,
  headerLayout,
  redesignFlag,
  userMenuItems,
} from './header-layout';

describe('headerLayout (spec §2 "Header and layout")', () => {
  it('"The search bar is hidden on home, and on feed for guests."', () => {
    expect(headerLayout({ route: 'home', signedIn: true, redesign: false }).searchBar).toBe(false);
    expect(headerLayout({ route: 'feed', signedIn: false, redesign: false }).searchBar).toBe(false);
    expect(headerLayout({ route: 'feed', signedIn: true, redesign: false }).searchBar).toBe(true);
    expect(headerLayout({ route: 'shop', signedIn: false, redesign: false }).searchBar).toBe(true);
  });

  it('"optional category selector (shown on the search page or when forced)": forced on the category pages', () => {
    const shown = (route: Parameters<typeof headerLayout>[0]['route']) =>
      headerLayout({ route, signedIn: false, redesign: false }).searchCategorySelector;
    expect([shown('PageSearch'), shown('categoryIndex'), shown('categoryShow')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([shown('product'), shown('shop'), shown('storeSearch'), shown(null)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('"The category banner is hidden on search, category index and category pages."', () => {
    for (const route of ['PageSearch', 'categoryIndex', 'categoryShow'] as const) {
      expect(headerLayout({ route, signedIn: false, redesign: false }).categoryBanner).toBe(false);
    }
    expect(headerLayout({ route: 'home', signedIn: false, redesign: false }).categoryBanner).toBe(
      true,
    );
  });

  it('"A \'Write a review\' link shows on desktop only on home, with the redesign flag and a signed-in reviewer."', () => {
    expect(headerLayout({ route: 'home', signedIn: true, redesign: true }).desktopWriteReview).toBe(
      true,
    );
    expect(
      headerLayout({ route: 'home', signedIn: false, redesign: true }).desktopWriteReview,
    ).toBe(false);
    expect(
      headerLayout({ route: 'home', signedIn: true, redesign: false }).desktopWriteReview,
    ).toBe(false);
    expect(headerLayout({ route: 'shop', signedIn: true, redesign: true }).desktopWriteReview).toBe(
      false,
    );
  });

  it('gives content pages a white background ("Some pages get a white background class")', () => {
    expect(
      headerLayout({ route: 'product', signedIn: false, redesign: false }).whiteBackground,
    ).toBe(true);
    expect(
      headerLayout({ route: 'PageSearch', signedIn: false, redesign: false }).whiteBackground,
    ).toBe(false);
  });
});

describe('dropdownMenuItems (spec §2 desktop dropdown)', () => {
  const labels = (options: Parameters<typeof dropdownMenuItems>[0]) =>
    dropdownMenuItems(options).map((item) => item.label);

  it('lists Home, Product categories, Find stores, Find people, How it works on desktop', () => {
    expect(labels({ signedIn: true, redesign: true, mobile: false })).toEqual([
      'Home',
      'Product categories',
      'Find stores',
      'Find people',
      'How it works',
    ]);
  });

  it('adds "For Businesses (mobile only)"', () => {
    expect(labels({ signedIn: false, redesign: false, mobile: true })).toContain('For Businesses');
  });

  it('adds "Write a review (mobile only, signed-in reviewers only, only when the redesign query flag is set)"', () => {
    expect(labels({ signedIn: true, redesign: true, mobile: true })).toContain('Write a review');
    expect(labels({ signedIn: false, redesign: true, mobile: true })).not.toContain(
      'Write a review',
    );
    expect(labels({ signedIn: true, redesign: false, mobile: true })).not.toContain(
      'Write a review',
    );
  });
});

describe('userMenuItems', () => {
  it('"My Profile (/profile), Following, Feed, Sign out (/logout)", with "Write a review" (issue #29 item 7) before the counts are known', () => {
    expect(userMenuItems('dana-demo')).toEqual([
      { label: 'My Profile', to: '/reviews/users/dana-demo' },
      { label: 'Write a review', to: '/reviews/write-review' },
      { label: 'Following', to: '/reviews/following' },
      { label: 'Feed', to: '/reviews/feed' },
      { label: 'Sign out', to: '/logout' },
    ]);
  });

  it('counts the orders waiting for a review, and adds the shop inbox and arbitrator desk with counts only for those whose desk it is', () => {
    expect(
      userMenuItems('dana-demo', {
        ordersAwaitingReview: 2,
        shopInbox: null,
        arbitratorDesk: null,
      }).filter((item) => 'count' in item),
    ).toEqual([{ label: 'Write a review', to: '/reviews/write-review', count: 2 }]);
    // Issue #55: who answers for no shop is offered to add theirs.
    expect(
      userMenuItems('dana-demo', {
        ordersAwaitingReview: 2,
        shopInbox: null,
        arbitratorDesk: null,
      }).find((item) => item.label === 'Add your shop'),
    ).toEqual({ label: 'Add your shop', to: '/reviews/shop/connect' });
    const owner = userMenuItems('harper-harbor', {
      ordersAwaitingReview: 0,
      shopInbox: 5,
      arbitratorDesk: null,
    });
    expect(owner.map((item) => item.label)).toEqual([
      'My Profile',
      'Write a review',
      'Shop inbox',
      'Following',
      'Feed',
      'Sign out',
    ]);
    expect(owner.find((item) => item.label === 'Shop inbox')).toEqual({
      label: 'Shop inbox',
      to: '/reviews/shop/inbox',
      count: 5,
    });
    // An empty inbox is still the owner's: its entry stays, at zero.
    expect(
      userMenuItems('x', { ordersAwaitingReview: 0, shopInbox: 0, arbitratorDesk: 0 }).map(
        (item) => item.label,
      ),
    ).toContain('Shop inbox');
    expect(
      userMenuItems('avery', { ordersAwaitingReview: 0, shopInbox: null, arbitratorDesk: 12 }).find(
        (item) => item.label === 'Arbitrator desk',
      ),
    ).toEqual({
      label: 'Arbitrator desk',
      to: '/reviews/arbitrator',
      count: 12,
    });
  });
});

describe('redesignFlag', () => {
  it.each([
    ['?redesign=1', true],
    ['?redesign=true', true],
    ['?redesign=', true],
    ['?redesign=0', false],
    ['?q=x', false],
    ['', false],
  ])('%s -> %s', (search, expected) => {
    expect(redesignFlag(search)).toBe(expected);
  });
});

describe('headerHiddenAfterScroll (spec §2 "the search bar and the filter/sort controls swap on scroll")', () => {
  it('stays while the page is near the top', () => {
    expect(headerHiddenAfterScroll(0, 60, false, 70)).toBe(false);
    expect(headerHiddenAfterScroll(400, 50, true, 70)).toBe(false);
  });

  it('hides while scrolling down past the header and returns on any scroll up', () => {
    expect(headerHiddenAfterScroll(60, 200, false, 70)).toBe(true);
    expect(headerHiddenAfterScroll(200, 190, true, 70)).toBe(false);
    expect(headerHiddenAfterScroll(200, 200, true, 70)).toBe(true);
  });
});
