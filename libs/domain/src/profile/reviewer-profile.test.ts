import {
  isRecommendation,
  isRestorable,
  profileTabFromQuery,
  profileTabQuery,
  restorableUntil,
  reviewerDisplayName,
  rewardState,
  rewardValueLabel,
} from './reviewer-profile';

describe('reviewer profile rules', () => {
  it('reads the tab from the address: "tab 3 is disputes" (spec §2), names too, anything else is reviews', () => {
    expect(profileTabFromQuery('3')).toBe('disputes');
    expect(profileTabFromQuery('1')).toBe('rewards');
    expect(profileTabFromQuery('orders')).toBe('orders');
    expect(profileTabFromQuery('9')).toBe('reviews');
    expect(profileTabFromQuery('<script>')).toBe('reviews');
    expect(profileTabFromQuery(null)).toBe('reviews');
    expect(profileTabQuery('disputes')).toBe('3');
  });

  it('keeps a deleted review restorable for 30 days and no longer', () => {
    const deleted = new Date('2026-01-01T00:00:00Z');
    expect(restorableUntil(deleted).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(isRestorable(deleted, new Date('2026-01-30T23:59:59Z'))).toBe(true);
    expect(isRestorable(deleted, new Date('2026-01-31T00:00:00Z'))).toBe(false);
  });

  it('counts a recommendation only for 4 or 5 stars with "I recommend this" ticked', () => {
    expect(isRecommendation({ rating: 5, recommended: true })).toBe(true);
    expect(isRecommendation({ rating: 4, recommended: true })).toBe(true);
    expect(isRecommendation({ rating: 3, recommended: true })).toBe(false);
    expect(isRecommendation({ rating: 5, recommended: false })).toBe(false);
  });

  it('shows "First L." when the reviewer chooses the short form, and the full name otherwise', () => {
    expect(reviewerDisplayName('  Dana   van Rijn ', true)).toBe('Dana R.');
    expect(reviewerDisplayName('Dana van Rijn', false)).toBe('Dana van Rijn');
    expect(reviewerDisplayName('Prince', true)).toBe('Prince');
  });

  it('marks rewards used, expired or available', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(rewardState({ expires_at: '2026-07-01T00:00:00Z', used_at: null }, now)).toBe(
      'available',
    );
    expect(rewardState({ expires_at: '2026-05-01T00:00:00Z', used_at: null }, now)).toBe('expired');
    expect(
      rewardState({ expires_at: '2026-07-01T00:00:00Z', used_at: '2026-05-20T00:00:00Z' }, now),
    ).toBe('used');
    expect(rewardValueLabel({ kind: 'percent', value: 15, currency: null })).toBe('15% off');
    expect(rewardValueLabel({ kind: 'amount', value: 10, currency: 'EUR' })).toBe('€10.00 off');
  });
});
