import { appendPages } from './appended-list';
import { DEFAULT_FEED_FILTERS, feedEntryKey, feedOwnerClasses } from './feed-filters';

describe('feed filters (spec §7 user_events, store_events, product_events)', () => {
  it('shows every followed class by default', () => {
    expect(feedOwnerClasses(DEFAULT_FEED_FILTERS)).toEqual(['Reviewer', 'Shop', 'Product']);
  });

  it('narrows to the classes switched on', () => {
    expect(
      feedOwnerClasses({ user_events: false, store_events: true, product_events: false }),
    ).toEqual(['Shop']);
    expect(
      feedOwnerClasses({ user_events: true, store_events: false, product_events: true }),
    ).toEqual(['Reviewer', 'Product']);
  });

  it('reads all switched off as all on', () => {
    expect(
      feedOwnerClasses({ user_events: false, store_events: false, product_events: false }),
    ).toEqual(['Reviewer', 'Shop', 'Product']);
  });
});

describe('feedEntryKey', () => {
  it('is the review: "one feed entry per review per reader whatever happened to it" (issue #29)', () => {
    const events = [
      { event_type: 'media_added', review: { public_id: 'rv1' } },
      { event_type: 'review_published', review: { public_id: 'rv1' } },
      { event_type: 'shop_replied', review: { public_id: 'rv1' } },
      { event_type: 'review_published', review: { public_id: 'rv2' } },
    ];
    expect(appendPages([events.slice(0, 2), events.slice(2)], feedEntryKey)).toEqual([
      events[0],
      events[3],
    ]);
  });
});
