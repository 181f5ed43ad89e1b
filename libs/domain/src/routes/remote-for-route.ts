import { PAGE_ROUTES, type PageRouteName } from './page-routes';

/** The pages the shell renders itself: signing in and out. */
export const SHELL_ROUTES = ['login', 'logout'] as const satisfies readonly PageRouteName[];
type ShellRouteName = (typeof SHELL_ROUTES)[number];

/** The blueprint's ownership: which remote renders each page route of spec §2 (but the shell's own). */
export const REMOTE_FOR_ROUTE = {
  home: 'home_feed',
  feed: 'home_feed',
  following: 'home_feed',
  people: 'home_feed',
  howItWorks: 'home_feed',
  medals: 'home_feed',
  trust: 'home_feed',
  PageSearch: 'search',
  storeSearch: 'search',
  categoryIndex: 'search',
  categoryShow: 'search',
  shop: 'shops_products',
  product: 'shops_products',
  shopInbox: 'shops_products',
  shopConnect: 'shops_products',
  publicProfile: 'profile',
  privateProfile: 'profile',
  profileEdit: 'profile',
  profileEmailConfirm: 'profile',
  profileEmailUndo: 'profile',
  profileUnsubscribe: 'profile',
  writeReview: 'profile',
  writeReviewNew: 'profile',
  reviewRequest: 'profile',
  writeReviewEdit: 'profile',
  shopDisputeNew: 'disputes_arbitrator',
  productDisputeNew: 'disputes_arbitrator',
  profileDispute: 'disputes_arbitrator',
  arbitrator: 'disputes_arbitrator',
  arbitratorDispute: 'disputes_arbitrator',
} as const satisfies Record<Exclude<PageRouteName, ShellRouteName>, string>;

/** A remote's name in the remotes map (`home_feed`, `search`, ...). */
export type RemoteName = (typeof REMOTE_FOR_ROUTE)[keyof typeof REMOTE_FOR_ROUTE];

/** The page routes one remote renders. */
export type RouteNameOf<Remote extends RemoteName> = {
  [Name in keyof typeof REMOTE_FOR_ROUTE]: (typeof REMOTE_FOR_ROUTE)[Name] extends Remote
    ? Name
    : never;
}[keyof typeof REMOTE_FOR_ROUTE];

/** The page routes one remote renders, in the table's order (most specific first). */
export function routeNamesOf<Remote extends RemoteName>(remote: Remote): RouteNameOf<Remote>[] {
  return PAGE_ROUTES.map((route) => route.name).filter(
    (name): name is RouteNameOf<Remote> => remoteForRoute(name) === remote,
  );
}

/** The remote that renders a page route, or null for the shell's own pages. */
export function remoteForRoute(name: PageRouteName): RemoteName | null {
  return (SHELL_ROUTES as readonly PageRouteName[]).includes(name)
    ? null
    : REMOTE_FOR_ROUTE[name as Exclude<PageRouteName, ShellRouteName>];
}
