/** The demo accounts the README lists; the seed creates them with these credentials. */
export const DEMO_ACCOUNTS = {
  reviewer: { email: 'demo@vouch.test', password: 'vouch-demo-2026', name: 'Dana Demo', slug: 'dana-demo' },
  arbitrator: { email: 'arbitrator@vouch.test', password: 'vouch-arbiter-2026', name: 'Avery Arbiter', slug: 'avery-arbiter' },
} as const;
