import { matchPageRoute, PAGE_ROUTES, type PageRouteName } from '../routes/page-routes';

/**
 * What a crawler may do with each page route, decided once here so robots.txt and the sitemaps
 * follow the route table:
 * - `listed`: public, and named in the sitemaps (one entry, or one per shop, product, ...);
 * - `public`: a crawler may fetch it, but it is no page worth listing (search results);
 * - `private`: one viewer's page, or a form: robots.txt disallows it.
 * The `satisfies` makes a new route a type error until it is placed.
 */
export const PAGE_CRAWLING = {
  home: 'listed',
  howItWorks: 'listed',
  medals: 'listed',
  trust: 'listed',
  categoryIndex: 'listed',
  categoryShow: 'listed',
  people: 'listed',
  shop: 'listed',
  product: 'listed',
  publicProfile: 'listed',
  PageSearch: 'public',
  storeSearch: 'public',
  // The feed and the followed items are the signed-in viewer's own (spec §1).
  feed: 'private',
  following: 'private',
  writeReview: 'private',
  writeReviewNew: 'private',
  reviewRequest: 'private',
  writeReviewEdit: 'private',
  productDisputeNew: 'private',
  shopDisputeNew: 'private',
  profileEdit: 'private',
  profileDispute: 'private',
  shopInbox: 'private',
  shopConnect: 'private',
  profileEmailConfirm: 'private',
  profileEmailUndo: 'private',
  profileUnsubscribe: 'private',
  privateProfile: 'private',
  arbitrator: 'private',
  arbitratorDispute: 'private',
  login: 'private',
  logout: 'private',
} as const satisfies Record<PageRouteName, 'listed' | 'public' | 'private'>;

/** How a crawler treats one page route (PAGE_CRAWLING). */
export type PageCrawling = (typeof PAGE_CRAWLING)[PageRouteName];

/** The listed page routes without params (home, the info pages, ...): the sitemaps name each once. */
export function listedStaticRoutes(): PageRouteName[] {
  return PAGE_ROUTES.filter(
    (route) => PAGE_CRAWLING[route.name] === 'listed' && !route.pattern.includes(':'),
  ).map((route) => route.name);
}

/**
 * The robots.txt `Disallow` rules of one private route's pattern: each param becomes `*`, a
 * trailing param is left to the prefix match (`/reviews/users/`). A pattern ending in a literal
 * that a public route could extend (`/reviews/profile/edit` against `/reviews/profile/:slug`
 * with a slug `editor`) is anchored instead: the path itself, with a slash, or with a query.
 */
function disallowRules(pattern: string): string[] {
  const rule = pattern.replace(/:\w+$/, '').replace(/:\w+/g, '*');
  if (rule.endsWith('/')) return [rule];
  const extended = matchPageRoute(`${pattern.replace(/:\w+/g, 'x')}x`);
  if (!extended || PAGE_CRAWLING[extended.name] === 'private') return [rule];
  return [`${rule}$`, `${rule}/`, `${rule}?`];
}

/**
 * Every `Disallow` rule of robots.txt: the private page routes', in the route table's order,
 * without those another prefix rule already covers (`/reviews/write-review/new`).
 */
export function robotsDisallowRules(): string[] {
  const rules = [
    ...new Set(
      PAGE_ROUTES.filter((route) => PAGE_CRAWLING[route.name] === 'private').flatMap((route) =>
        disallowRules(route.pattern),
      ),
    ),
  ];
  return rules.filter(
    (rule) =>
      !rules.some(
        (other) => other !== rule && !other.endsWith('$') && robotsPatternMatches(other, rule),
      ),
  );
}

/**
 * robots.txt: every crawler may fetch everything but the private pages, and is told where the
 * sitemap index is (`sitemapUrl`, absolute as the protocol asks). JSON (`?format=json`) stays
 * allowed: pages rendered in the browser fetch it, and a renderer that may not would index them empty.
 */
export function robotsTxt(sitemapUrl: string): string {
  const lines = [
    'User-agent: *',
    ...robotsDisallowRules().map((rule) => `Disallow: ${rule}`),
    'Allow: /',
    '',
    `Sitemap: ${sitemapUrl}`,
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Whether robots.txt rules keep a crawler from a path (with its query), as RFC 9309 matches
 * them: `*` stands for any characters, a final `$` anchors the end, the longest matching rule
 * wins and `Allow` wins a tie. Used to prove the rules against the route table.
 */
export function robotsDisallows(
  rules: { allow: readonly string[]; disallow: readonly string[] },
  pathWithQuery: string,
): boolean {
  const longest = (patterns: readonly string[]) =>
    Math.max(
      -1,
      ...patterns
        .filter((pattern) => robotsPatternMatches(pattern, pathWithQuery))
        .map((pattern) => pattern.length),
    );
  return longest(rules.disallow) > longest(rules.allow);
}

function robotsPatternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}
