import type { PageRouteName } from './page-routes';

/** The blueprint's ownership: which remote renders each page route of spec §2 (login is the shell's). */
export const REMOTE_FOR_ROUTE: Record<Exclude<PageRouteName, 'login'>, string> = {
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
  publicProfile: 'profile',
  privateProfile: 'profile',
  profileEdit: 'profile',
  writeReview: 'profile',
  writeReviewNew: 'profile',
  shopDisputeNew: 'disputes_arbitrator',
  productDisputeNew: 'disputes_arbitrator',
  profileDispute: 'disputes_arbitrator',
  arbitrator: 'disputes_arbitrator',
  arbitratorDispute: 'disputes_arbitrator',
};
