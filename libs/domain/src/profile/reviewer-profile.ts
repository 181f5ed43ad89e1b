/** Spec §9: "recommendations 5 per page on public profile, 20 on private". */
export const RECOMMENDATIONS_PER_PAGE = { public: 5, private: 20 } as const;

/** The public profile lists a reviewer's published reviews of every kind. */
export const PUBLIC_PROFILE_REVIEW_TYPES = ['all-reviews'] as const;

/** Spec §9 review types of the private profile. */
export const PRIVATE_REVIEW_TYPES = ['all-reviews', 'published', 'unpublished'] as const;
export type PrivateReviewType = (typeof PRIVATE_REVIEW_TYPES)[number];

/** Spec §1: the private profile's four tabs, in order; the address carries the index (spec §2: "tab 3 is disputes"). */
export const PROFILE_TABS = ['reviews', 'rewards', 'orders', 'disputes'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a `?tab=` value names: its index or its name; anything else is the first tab. */
export function profileTabFromQuery(value: string | null | undefined): ProfileTab {
  if (!value) return 'reviews';
  const byIndex = /^\d$/.test(value) ? PROFILE_TABS[Number(value)] : undefined;
  return byIndex ?? PROFILE_TABS.find((tab) => tab === value) ?? 'reviews';
}

/** The `?tab=` value of a tab: its index, as spec §2 addresses the disputes tab. */
export function profileTabQuery(tab: ProfileTab): string {
  return String(PROFILE_TABS.indexOf(tab));
}

/** Private rows (rewards, orders, disputes) come 20 to a page, like the private recommendations. */
export const PRIVATE_LIST_PAGE_SIZE = 20;

/** A deleted review stays restorable for this long; after that it is gone from the profile too. */
export const RESTORE_WINDOW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a review deleted at `deletedAt` can be restored. */
export function restorableUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + RESTORE_WINDOW_DAYS * DAY_MS);
}

/** Whether a review deleted at `deletedAt` can still be restored at `now`. */
export function isRestorable(deletedAt: Date, now: Date): boolean {
  return now.getTime() < restorableUntil(deletedAt).getTime();
}

/**
 * A recommendation is a published review of 4 or 5 stars whose author ticked "I recommend this";
 * a lower rating never counts, whatever the box says.
 */
export const RECOMMENDATION_MIN_RATING = 4;

export function isRecommendation(review: { rating: number; recommended: boolean }): boolean {
  return review.recommended && review.rating >= RECOMMENDATION_MIN_RATING;
}

/** The name shown on reviews: the full name, or "First L." when the reviewer chose the short form. */
export function reviewerDisplayName(name: string, shortForm: boolean): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!shortForm || words.length < 2) return words.join(' ');
  return `${words[0]} ${words.at(-1)!.charAt(0).toUpperCase()}.`;
}

/** Spec §3 "Avatar inputs": without an image the avatar shows the initial. */
export function reviewerInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}

export type RewardState = 'available' | 'used' | 'expired';

/** A thank-you coupon's state: used once redeemed, expired after its expiry, available otherwise. */
export function rewardState(
  reward: { expires_at: string; used_at: string | null },
  now: Date,
): RewardState {
  if (reward.used_at) return 'used';
  return new Date(reward.expires_at).getTime() <= now.getTime() ? 'expired' : 'available';
}

/** A coupon's value as a shopper reads it: "15% off" or "€10.00 off". */
export function rewardValueLabel(reward: {
  kind: 'percent' | 'amount';
  value: number;
  currency: string | null;
}): string {
  if (reward.kind === 'percent') return `${reward.value}% off`;
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: reward.currency ?? 'USD',
  }).format(reward.value);
  return `${amount} off`;
}
