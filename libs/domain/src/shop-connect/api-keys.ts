/** What an API key may do: send orders, read the shop's reviews. */
export type ApiKeyScope = 'orders:write' | 'reviews:read';
export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['orders:write', 'reviews:read'];

/** Every key starts so: secret scanners (and people) can tell a leaked one. */
export const API_KEY_PREFIX = 'vouch_sk_';
