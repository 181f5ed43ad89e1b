import { pagePath } from './page-path';
/** The embedded-store session token's query parameter, appended to links while present (spec §2). */
export const EMBEDDED_TOKEN_PARAM = 'embedded_token';

const CATEGORY_STRIPPED_PARAMS = [
  'shop_domain',
  'search_in_shop',
  'platform',
  'category_id',
] as const;

/**
 * Query flags that travel from one route to the next (spec §2 route rules): "If the previous route
 * had the redesign query and the next lacks it, redirect to the same route with redesign set to 1",
 * and the embedded-store session token is kept on every link. Returns the next route's query
 * string with them, or null when nothing needs adding.
 */
export function carriedQuery(previousSearch: string, nextSearch: string): string | null {
  const previous = new URLSearchParams(previousSearch);
  const next = new URLSearchParams(nextSearch);
  let changed = false;
  if (previous.has('redesign') && !next.has('redesign')) {
    next.set('redesign', '1');
    changed = true;
  }
  const token = previous.get(EMBEDDED_TOKEN_PARAM);
  if (token && !next.has(EMBEDDED_TOKEN_PARAM)) {
    next.set(EMBEDDED_TOKEN_PARAM, token);
    changed = true;
  }
  return changed ? `?${next}` : null;
}

/**
 * Spec §2: "Entering category show or index strips shop_domain, search_in_shop, platform and
 * category_id from the query and sets category_search to true." Null when already so.
 */
export function categoryRouteQuery(search: string): string | null {
  const query = new URLSearchParams(search);
  const stripped = CATEGORY_STRIPPED_PARAMS.filter((name) => query.has(name));
  if (stripped.length === 0 && query.get('category_search') === 'true') return null;
  for (const name of stripped) query.delete(name);
  query.set('category_search', 'true');
  return `?${query}`;
}

/** The query flag a deepest category's redirect leaves for the search page (spec §2). */
export const FROM_CATEGORY = 'category';

/**
 * Spec §2: "A category that is the deepest level redirects to search with q as the lowercase
 * category name, category_id, sort_by reviews_count and from=category".
 */
export function deepestCategorySearchPath(category: { id: number; name: string }): string {
  const query = new URLSearchParams({
    q: category.name.toLowerCase(),
    category_id: String(category.id),
    sort_by: 'reviews_count',
    from: FROM_CATEGORY,
  });
  return pagePath('PageSearch', {}, { query: query.toString() });
}

/**
 * Spec §2: "Going from category show to search caches the 'from' parameter as category and
 * removes it." The query without `from`, and whether it said category; null when it has none.
 */
export function takeFromParameter(
  search: string,
): { search: string; fromCategory: boolean } | null {
  const query = new URLSearchParams(search);
  if (!query.has('from')) return null;
  const fromCategory = query.get('from') === FROM_CATEGORY;
  query.delete('from');
  const rest = query.toString();
  return { search: rest ? `?${rest}` : '', fromCategory };
}

/** The router state with which the search page remembers that `from=category` was taken off its address: the cache of spec §2. */
export function fromCategoryState(state: unknown): { fromCategory: true } {
  return { ...(typeof state === 'object' && state !== null ? state : {}), fromCategory: true };
}

/**
 * True when this search page came from a category: its router state says so (`fromCategoryState`),
 * or its address still carries `from=category` because the page has not taken it off yet.
 */
export function cameFromCategory(location: { state: unknown; search: string }): boolean {
  const { state } = location;
  if (
    typeof state === 'object' &&
    state !== null &&
    (state as { fromCategory?: unknown }).fromCategory === true
  )
    return true;
  return takeFromParameter(location.search)?.fromCategory === true;
}
