import { DEFAULT_SEARCH_PARAMS, searchQueryString, type SearchParams } from './search-params';
import { pagePath } from '../routes/page-path';

/** Spec §9: "Autocomplete debounce 200 ms." */
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

export interface Suggestion {
  /** A category id: the suggestion searches `text` in that category. */
  id: number | null;
  text: string;
  category_name: string | null;
}

/** Spec §5: "A search is submitted only if the text is not empty." */
export function canSubmitSearch(text: string): boolean {
  return text.trim().length > 0;
}

/**
 * Spec §4: "The typed text is always the first suggestion, and an identical suggestion is removed."
 */
export function suggestionList(typed: string, suggestions: readonly Suggestion[]): Suggestion[] {
  const text = typed.trim();
  if (!canSubmitSearch(text)) return [];
  const same = (suggestion: Suggestion) =>
    suggestion.id === null && suggestion.text.trim().toLowerCase() === text.toLowerCase();
  return [
    { id: null, text, category_name: null },
    ...suggestions.filter((suggestion) => !same(suggestion)),
  ];
}

/** Spec §2: "Up and Down move through suggestions and wrap around." -1 means none is active. */
export function nextSuggestionIndex(current: number, direction: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

/**
 * The product search URL for a text, an optional category and, for 'This store only', a shop. Spec §5: "Query string building
 * omits empty category_id or sort_by and any null values."
 */
export function searchPath(params: {
  q: string;
  categoryId?: number | null;
  shop?: { domain: string; platform: string } | null;
  sortBy?: SearchParams['sort_by'];
}): string {
  const shop = params.shop
    ? { shop_domain: params.shop.domain, platform: params.shop.platform, search_in_shop: 'true' }
    : null;
  const query = searchQueryString({
    ...DEFAULT_SEARCH_PARAMS,
    q: params.q.trim(),
    category_id: params.categoryId ?? null,
    shop,
    sort_by: params.sortBy ?? null,
  });
  return pagePath('PageSearch', {}, { query });
}

/**
 * The order a search from the box asks for. On the search page it keeps the order the results
 * have, except right after a category's redirect: spec §4, "Navigation from category browsing drops
 * sort_by once on the next search" (that order was the redirect's, not the shopper's). Elsewhere a
 * search starts in the default order.
 */
export function nextSearchSortBy(current: {
  onSearchPage: boolean;
  sortBy: SearchParams['sort_by'];
  cameFromCategory: boolean;
}): SearchParams['sort_by'] {
  return current.onSearchPage && !current.cameFromCategory ? current.sortBy : null;
}

/**
 * Spec §5: "A stale search term resets the page to 1 on paging." Paging while the search box holds
 * text the shopper typed but did not search yet searches that text from its first page (its page
 * N would be a page of another search); otherwise it is the same search at the new page.
 */
export function pagedSearch(params: SearchParams, typedText: string, page: number): SearchParams {
  const typed = typedText.trim();
  if (canSubmitSearch(typed) && typed !== params.q.trim()) return { ...params, q: typed, page: 1 };
  return { ...params, page };
}
