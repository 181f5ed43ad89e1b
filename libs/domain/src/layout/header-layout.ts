import type { PageRouteName } from '../routes/page-routes';
import { pagePath } from '../routes/page-path';

export interface HeaderContext {
  route: PageRouteName | null;
  signedIn: boolean;
  /** The `redesign` query flag is set (spec §2 route rules keep it across navigation). */
  redesign: boolean;
}

export interface HeaderLayout {
  searchBar: boolean;
  /** The search bar's category selector. */
  searchCategorySelector: boolean;
  categoryBanner: boolean;
  /** The desktop 'Write a review' link beside the account area. */
  desktopWriteReview: boolean;
  whiteBackground: boolean;
}

const CATEGORY_BANNER_HIDDEN: ReadonlySet<PageRouteName> = new Set([
  'PageSearch',
  'categoryIndex',
  'categoryShow',
]);
// Pages that browse categories force the selector on: their visitors are choosing among categories.
const CATEGORY_SELECTOR_FORCED: ReadonlySet<PageRouteName> = new Set([
  'categoryIndex',
  'categoryShow',
]);
// Content pages that read best on white; lists and dashboards keep the tinted background.
const WHITE_BACKGROUND: ReadonlySet<PageRouteName> = new Set([
  'shop',
  'product',
  'login',
  'writeReview',
  'writeReviewNew',
  'writeReviewEdit',
  'howItWorks',
  'medals',
  'trust',
]);

/** What the shell shows around a page (spec §2 "Header and layout"). */
export function headerLayout({ route, signedIn, redesign }: HeaderContext): HeaderLayout {
  return {
    // "The search bar is hidden on home, and on feed for guests."
    searchBar: route !== 'home' && !(route === 'feed' && !signedIn),
    // "optional category selector (shown on the search page or when forced)"
    searchCategorySelector:
      route === 'PageSearch' || (route !== null && CATEGORY_SELECTOR_FORCED.has(route)),
    // "The category banner is hidden on search, category index and category pages."
    categoryBanner: route === null || !CATEGORY_BANNER_HIDDEN.has(route),
    // "A 'Write a review' link shows on desktop only on home, with the redesign flag and a signed-in reviewer."
    desktopWriteReview: route === 'home' && redesign && signedIn,
    whiteBackground: route !== null && WHITE_BACKGROUND.has(route),
  };
}

export interface MenuItem {
  label: string;
  to: string;
}

/**
 * The header dropdown's items (spec §2): Home, Product categories, Find stores, Find people,
 * How it works; For Businesses on mobile only; Write a review on mobile only, for signed-in
 * reviewers, with the redesign flag.
 */
export function dropdownMenuItems({
  signedIn,
  redesign,
  mobile,
}: {
  signedIn: boolean;
  redesign: boolean;
  mobile: boolean;
}): MenuItem[] {
  return [
    { label: 'Home', to: pagePath('home') },
    { label: 'Product categories', to: pagePath('categoryIndex') },
    { label: 'Find stores', to: pagePath('storeSearch') },
    { label: 'Find people', to: pagePath('people') },
    { label: 'How it works', to: pagePath('howItWorks') },
    ...(mobile
      ? [{ label: 'For Businesses', to: pagePath('howItWorks', {}, { hash: 'for-businesses' }) }]
      : []),
    ...(mobile && signedIn && redesign
      ? [{ label: 'Write a review', to: pagePath('writeReview') }]
      : []),
  ];
}

/** What waits for the signed-in user, counted for their menu; null where the desk is not theirs. */
export interface AccountMenuCounts {
  ordersAwaitingReview: number;
  /** Reviews, questions and disputes waiting for the shops they answer for; null when they answer for none. */
  shopInbox: number | null;
  /** Cases and reports waiting on an arbitrator; null for everyone else. */
  arbitratorDesk: number | null;
}

/** A user-menu entry, with how many things wait behind it where it counts them. */
export interface AccountMenuItem extends MenuItem {
  count?: number;
}

/**
 * Spec §2's signed-in user menu (My Profile, Following, Feed, Sign out) with issue #29's ways in:
 * "Write a review" with the orders waiting, the shop's inbox and the arbitrator's desk, each with
 * what waits there, for those whose desk it is, and "Add your shop" for those who answer for none.
 * Until the counts are known the entries show without them.
 */
export function userMenuItems(
  profileSlug: string,
  counts: AccountMenuCounts | null = null,
): AccountMenuItem[] {
  const counted = (count: number | undefined) => (count === undefined ? {} : { count });
  return [
    { label: 'My Profile', to: pagePath('privateProfile', { slug: profileSlug }) },
    {
      label: 'Write a review',
      to: pagePath('writeReview'),
      ...counted(counts?.ordersAwaitingReview),
    },
    ...(counts?.shopInbox != null
      ? [{ label: 'Shop inbox', to: pagePath('shopInbox'), count: counts.shopInbox }]
      : []),
    // Issue #55: anyone may connect the shop they run; a member finds it from the inbox.
    ...(counts && counts.shopInbox === null
      ? [{ label: 'Add your shop', to: pagePath('shopConnect') }]
      : []),
    ...(counts?.arbitratorDesk != null
      ? [{ label: 'Arbitrator desk', to: pagePath('arbitrator'), count: counts.arbitratorDesk }]
      : []),
    { label: 'Following', to: pagePath('following') },
    { label: 'Feed', to: pagePath('feed') },
    { label: 'Sign out', to: pagePath('logout') },
  ];
}

/** The redesign flag from a query string: set when `redesign` is present and not "0"/"false". */
export function redesignFlag(search: string): boolean {
  const value = new URLSearchParams(search).get('redesign');
  return value !== null && value !== '0' && value !== 'false';
}

/**
 * Spec §2: "On mobile the search bar and the filter/sort controls swap on scroll." The header
 * (with the search bar) slides away while the shopper scrolls down past it, uncovering the
 * filter/sort bar, and comes back on any scroll up. `headerHeight` is how far down it may go first.
 */
export function headerHiddenAfterScroll(
  previousY: number,
  currentY: number,
  wasHidden: boolean,
  headerHeight: number,
): boolean {
  if (currentY <= headerHeight) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}
