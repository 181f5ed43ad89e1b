/** The demo accounts the README lists; the seed creates them with these credentials. */
export const DEMO_ACCOUNTS = {
  reviewer: { email: 'demo@vouch.test', password: 'vouch-demo-2026', name: 'Dana Demo', slug: 'dana-demo' },
  arbitrator: { email: 'arbitrator@vouch.test', password: 'vouch-arbiter-2026', name: 'Avery Arbiter', slug: 'avery-arbiter' },
} as const;

/** A shop and product with fixed addresses, for the README, the browser tests and the benchmarks. */
export const DEMO_SHOP = { slug: 'harbor-outfitters', name: 'Harbor Outfitters', categoryName: 'Bags & Accessories' } as const;
export const DEMO_PRODUCT = {
  handle: 'harbor-classic-canvas-backpack',
  title: 'Harbor Classic Canvas Backpack',
  categoryName: 'Backpacks',
} as const;
