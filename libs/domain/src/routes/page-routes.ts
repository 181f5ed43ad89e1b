/**
 * The page routes of spec §2, most specific first. A route's `name` is what the shell maps to
 * a remote and the server maps to page metadata; the patterns are the spec's paths.
 */
export const PAGE_ROUTES = [
  { name: 'home', pattern: '/reviews' },
  { name: 'feed', pattern: '/reviews/feed' },
  { name: 'howItWorks', pattern: '/reviews/how-it-works' },
  { name: 'medals', pattern: '/reviews/medals' },
  { name: 'trust', pattern: '/reviews/trust' },
  { name: 'categoryIndex', pattern: '/reviews/categories' },
  { name: 'categoryShow', pattern: '/reviews/categories/:categorySlug' },
  { name: 'PageSearch', pattern: '/reviews/search' },
  { name: 'storeSearch', pattern: '/reviews/store_search' },
  { name: 'people', pattern: '/reviews/people' },
  { name: 'following', pattern: '/reviews/following' },
  { name: 'writeReview', pattern: '/reviews/write-review' },
  { name: 'writeReviewNew', pattern: '/reviews/write-review/new' },
  { name: 'writeReviewEdit', pattern: '/reviews/write-review/edit' },
  { name: 'reviewRequest', pattern: '/reviews/review-requests' },
  {
    name: 'productDisputeNew',
    pattern: '/reviews/stores/:shopSlug/products/:productHandle/disputes/new',
  },
  { name: 'shopDisputeNew', pattern: '/reviews/stores/:shopSlug/disputes/new' },
  { name: 'product', pattern: '/reviews/stores/:shopSlug/products/:productHandle' },
  { name: 'shop', pattern: '/reviews/stores/:shopSlug' },
  { name: 'profileEdit', pattern: '/reviews/profile/edit' },
  { name: 'profileEmailConfirm', pattern: '/reviews/profile/email/confirm' },
  { name: 'profileEmailUndo', pattern: '/reviews/profile/email/undo' },
  { name: 'profileUnsubscribe', pattern: '/reviews/profile/notifications/unsubscribe' },
  { name: 'profileDispute', pattern: '/reviews/profile/disputes/:disputeId' },
  { name: 'publicProfile', pattern: '/reviews/profile/:slug' },
  { name: 'privateProfile', pattern: '/reviews/users/:slug' },
  { name: 'shopInbox', pattern: '/reviews/shop/inbox' },
  { name: 'shopConnect', pattern: '/reviews/shop/connect' },
  { name: 'arbitrator', pattern: '/reviews/arbitrator' },
  { name: 'arbitratorDispute', pattern: '/reviews/arbitrator/:disputeId' },
  { name: 'login', pattern: '/login' },
  { name: 'logout', pattern: '/logout' },
] as const;

export type PageRouteName = (typeof PAGE_ROUTES)[number]['name'];

export interface PageRouteMatch {
  name: PageRouteName;
  pattern: string;
  params: Record<string, string>;
}

function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pathSegments(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':')) {
      const value = safeDecode(segment);
      if (value === null || value.length === 0) return null;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** The page route a pathname names, with its decoded params; null when it names none. */
export function matchPageRoute(pathname: string): PageRouteMatch | null {
  const segments = pathSegments(pathname);
  for (const route of PAGE_ROUTES) {
    const params = matchPattern(route.pattern, segments);
    if (params) return { name: route.name, pattern: route.pattern, params };
  }
  return null;
}

/**
 * Spec §2: "/reviews/{rest} (any unknown path) redirects to /reviews/stores/{rest} (legacy shop
 * pages)". Returns the redirect target, or null when the path is known or is no legacy shop path
 * (then it is simply not found).
 */
export function legacyShopRedirect(pathname: string): string | null {
  if (matchPageRoute(pathname)) return null;
  const segments = pathSegments(pathname);
  if (segments[0] !== 'reviews' || segments.length < 2) return null;
  const target = `/reviews/stores/${segments.slice(1).join('/')}`;
  const match = matchPageRoute(target);
  return match && (match.name === 'shop' || match.name === 'product') ? target : null;
}

/** Spec §2: "/" redirects to /reviews and "/search" to /reviews/search. */
export const FIXED_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/reviews',
  '/search': '/reviews/search',
};
