/** The demo accounts the README lists; the seed creates them with these credentials. */
export const DEMO_ACCOUNTS = {
  reviewer: {
    email: 'demo@vouch.test',
    password: 'vouch-demo-2026',
    name: 'Dana Demo',
    slug: 'dana-demo',
  },
  arbitrator: {
    email: 'arbitrator@vouch.test',
    password: 'vouch-arbiter-2026',
    name: 'Avery Arbiter',
    slug: 'avery-arbiter',
  },
  /** A second reviewer (the first generated one, given a password) with an unpublished review of the demo product. */
  secondReviewer: {
    email: 'sam@vouch.test',
    password: 'vouch-second-2026',
    name: 'Sam Second',
    slug: 'sam-second',
  },
  /** A second arbitrator, holding some of the cases: the first may act on them only by taking them over. */
  secondArbitrator: {
    email: 'referee@vouch.test',
    password: 'vouch-referee-2026',
    name: 'Rowan Referee',
    slug: 'rowan-referee',
  },
  /** A member of the demo shop: replies to its reviews. */
  shopOwner: {
    email: 'owner@vouch.test',
    password: 'vouch-owner-2026',
    name: 'Harper Harbor',
    slug: 'harper-harbor',
  },
} as const;

/** The second reviewer's unpublished review of the demo product: publishing it reaches the demo shop's followers. */
export const SECOND_REVIEWER_DRAFT = {
  publicId: 'rv-sam-draft',
  title: 'Survived a rainy week of commuting',
  body: 'The canvas kept my laptop dry through a week of rain, and the straps have not frayed. The side pocket is a little tight for a big bottle.',
  rating: 4,
} as const;

/** The second reviewer's order at the demo shop: two items to review in the write-review browser test. */
export const SECOND_REVIEWER_ORDER = { publicId: 'or-sam-harbor' } as const;

/** The demo reviewer's order at the demo shop: the one the disputes browser test opens a dispute about. */
export const DEMO_REVIEWER_ORDER = { publicId: 'or-dana-harbor' } as const;

/** A shop and product with fixed addresses, for the README, the browser tests and the benchmarks. */
export const DEMO_SHOP = {
  slug: 'harbor-outfitters',
  name: 'Harbor Outfitters',
  categoryName: 'Bags & Accessories',
} as const;
export const DEMO_PRODUCT = {
  handle: 'harbor-classic-canvas-backpack',
  title: 'Harbor Classic Canvas Backpack',
  categoryName: 'Backpacks',
} as const;

/**
 * The database ids the demo rows get: the demo reviewer and arbitrator are the first two users,
 * the second reviewer the first generated one; the demo shop and product are the first of theirs.
 */
export const DEMO_IDS = {
  reviewer: 1,
  arbitrator: 2,
  secondReviewer: 3,
  shop: 1,
  product: 1,
} as const;
