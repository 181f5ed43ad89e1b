import { reviewOnlySessionMay } from './review-only-session';

describe('reviewOnlySessionMay', () => {
  it.each([
    '/reviews/write-review',
    '/reviews/write-review?format=json&resource=orders',
    '/reviews/write-review.json',
    '/reviews/write-review/new?line_item_public_id=li1',
    '/reviews/write-review/new.json?line_item_public_id=li1',
    '/reviews/reviewer/reviews',
    '/reviews/reviewer/uploads?kind=picture',
    '/reviews/reviewer/accept_tos',
    '/reviews/me.json',
    '/logout',
  ])('lets a review-request session reach %s', (url) => {
    expect(reviewOnlySessionMay(url)).toBe(true);
  });

  it.each([
    '/reviews/users/dana-demo',
    '/reviews/profile/edit',
    '/reviews/profile/password',
    '/reviews/reviewer/reviews/rv123',
    '/reviews/write-reviewer',
    // Editing reads any of the account's reviews: not what the link was for.
    '/reviews/write-review/edit?review_public_id=rv1',
    '/reviews/reviewer/disputes',
    '/reviews/shop/connect',
    '/reviews/feed',
  ])('keeps it a guest at %s', (url) => {
    expect(reviewOnlySessionMay(url)).toBe(false);
  });
});
