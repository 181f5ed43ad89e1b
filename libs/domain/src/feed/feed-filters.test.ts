import { DEFAULT_FEED_FILTERS, feedOwnerClasses } from './feed-filters';

describe('feed filters (spec §7 user_events, store_events, product_events)', () => {
  it('shows every followed class by default', () => {
    expect(feedOwnerClasses(DEFAULT_FEED_FILTERS)).toEqual(['Reviewer', 'Shop', 'Product']);
  });

  it('narrows to the classes switched on', () => {
    expect(feedOwnerClasses({ user_events: false, store_events: true, product_events: false })).toEqual(['Shop']);
    expect(feedOwnerClasses({ user_events: true, store_events: false, product_events: true })).toEqual(['Reviewer', 'Product']);
  });

  it('reads all switched off as all on', () => {
    expect(feedOwnerClasses({ user_events: false, store_events: false, product_events: false })).toEqual(['Reviewer', 'Shop', 'Product']);
  });
});
