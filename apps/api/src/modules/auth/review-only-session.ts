import { pagePath } from '@vouch/domain';

/** The pages (and their `.json`) a review-request session opens: the order's items and a new review's form, not an edit. */
const PAGES = [pagePath('writeReview'), pagePath('writeReviewNew')];
/** The calls those pages and the header make. */
const CALLS = new Set([
  '/reviews/reviewer/reviews',
  '/reviews/reviewer/uploads',
  '/reviews/reviewer/accept_tos',
  '/reviews/me.json',
  '/reviews/profile/menu_counts',
  pagePath('logout'),
]);

/**
 * Whether a session opened from a review request's link may reach `url`: writing the reviews of
 * its order, and signing out. Everywhere else its holder is a guest, since the link proved only
 * that they read the buyer's mailbox once.
 */
export function reviewOnlySessionMay(url: string): boolean {
  const path = url.split('?')[0]!;
  return CALLS.has(path) || PAGES.some((page) => path === page || path === `${page}.json`);
}
