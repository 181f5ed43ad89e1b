import { matchPageRoute, type PageRouteName } from './page-routes';
import { pagePath } from './page-path';

/**
 * Whom each page's `?format=json` answers (the site module): `anyone`; `signedIn` (the viewer's own
 * things, 401 for guests); `arbitrator` (the desk, refused to everyone else); `owner` (the private
 * profile: its own reviewer only). The `satisfies` makes a new route a type error until it is placed.
 */
export const PAGE_JSON_VIEWERS = {
  home: 'anyone',
  feed: 'anyone',
  howItWorks: 'anyone',
  medals: 'anyone',
  trust: 'anyone',
  categoryIndex: 'anyone',
  categoryShow: 'anyone',
  PageSearch: 'anyone',
  storeSearch: 'anyone',
  people: 'anyone',
  following: 'anyone',
  writeReview: 'signedIn',
  writeReviewNew: 'signedIn',
  writeReviewEdit: 'signedIn',
  productDisputeNew: 'signedIn',
  shopDisputeNew: 'signedIn',
  product: 'anyone',
  shop: 'anyone',
  profileEdit: 'signedIn',
  profileEmailConfirm: 'anyone',
  profileEmailUndo: 'anyone',
  profileUnsubscribe: 'anyone',
  reviewRequest: 'anyone',
  profileDispute: 'signedIn',
  publicProfile: 'anyone',
  privateProfile: 'owner',
  shopInbox: 'signedIn',
  shopConnect: 'signedIn',
  arbitrator: 'arbitrator',
  arbitratorDispute: 'arbitrator',
  login: 'anyone',
  logout: 'anyone',
} as const satisfies Record<PageRouteName, 'anyone' | 'signedIn' | 'arbitrator' | 'owner'>;

/** The signed-in viewer as the client knows them (me.json), or null for a guest. */
export interface PageJsonViewer {
  slug: string;
  role: 'reviewer' | 'arbitrator';
}

/**
 * Where the client asks for the page JSON of `pathname` as `viewer` (PAGE_JSON_VIEWERS), or null when
 * the answer would be a refusal: then nothing is asked (a refused request is an error in the console)
 * and the page itself sends a guest to sign in. Someone else's private profile shows as their public
 * profile (spec §6), so its JSON is the public profile's.
 */
export function pageJsonPathFor(pathname: string, viewer: PageJsonViewer | null): string | null {
  const match = matchPageRoute(pathname);
  const viewers = match ? PAGE_JSON_VIEWERS[match.name] : 'anyone';
  if (!match || viewers === 'anyone') return pathname;
  if (!viewer) return null;
  if (viewers === 'arbitrator') return viewer.role === 'arbitrator' ? pathname : null;
  if (viewers === 'owner' && viewer.slug !== match.params.slug)
    return pagePath('publicProfile', { slug: match.params.slug! });
  return pathname;
}
