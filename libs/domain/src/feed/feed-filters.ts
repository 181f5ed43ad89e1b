/** The classes a feed event can belong to (spec §3 "event_owner{encoded_id, class}"). */
export const FEED_OWNER_CLASSES = ['Reviewer', 'Shop', 'Product'] as const;
export type FeedOwnerClass = (typeof FEED_OWNER_CLASSES)[number];

/** Spec §7 feed_events.json booleans: which followed owners' events to show. */
export interface FeedFilters {
  user_events: boolean;
  store_events: boolean;
  product_events: boolean;
}

export const DEFAULT_FEED_FILTERS: FeedFilters = {
  user_events: true,
  store_events: true,
  product_events: true,
};

/** The filter of each owner class, with the label the feed shows for it. */
export const FEED_FILTER_OPTIONS = [
  { filter: 'user_events', ownerClass: 'Reviewer', label: 'People' },
  { filter: 'store_events', ownerClass: 'Shop', label: 'Stores' },
  { filter: 'product_events', ownerClass: 'Product', label: 'Products' },
] as const satisfies readonly {
  filter: keyof FeedFilters;
  ownerClass: FeedOwnerClass;
  label: string;
}[];

/** The owner classes a feed with these filters shows. All off reads as all on: an empty feed by choice helps nobody. */
export function feedOwnerClasses(filters: FeedFilters): FeedOwnerClass[] {
  const chosen = FEED_FILTER_OPTIONS.filter((option) => filters[option.filter]).map(
    (option) => option.ownerClass,
  );
  return chosen.length > 0 ? chosen : [...FEED_OWNER_CLASSES];
}

/** Events in one feed page. */
export const FEED_PAGE_SIZE = 20;

/**
 * What makes two feed events one entry (issue #29, item 2: "one feed entry per review per reader
 * whatever happened to it"): its review, whichever owner it came through and whatever the event.
 */
export function feedEntryKey(event: { review: { public_id: string } }): string {
  return event.review.public_id;
}
