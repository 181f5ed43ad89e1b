import { ALL_COUNTRIES, normalizeCountryCode } from '../countries/countries';
import { normalizeCurrencyCode } from '../currency/currency';
import { redesignFlag } from '../layout/header-layout';

/** Spec §3 sort options: Default (no value) and five named orders. */
export const SORT_OPTIONS = [
  { value: '', label: 'Default' },
  { value: 'reviews_count', label: 'Most reviews first' },
  { value: 'newest', label: 'Newest' },
  { value: 'best_selling', label: 'Best Selling' },
  { value: 'price_asc', label: 'Low price first' },
  { value: 'price_desc', label: 'High price first' },
] as const;
export type SortBy = Exclude<(typeof SORT_OPTIONS)[number]['value'], ''>;

/** Spec §3 "Search params (defaults)" after the rules of spec §5. */
export interface SearchParams {
  q: string;
  page: number;
  sort_by: SortBy | null;
  min_rating: number;
  min_price: number | null;
  max_price: number | null;
  min_transparency: number;
  min_authenticity: number;
  category_id: number | null;
  country: string;
  store_country: string;
  reviews_count: number;
  category_search: boolean;
  currency: string | null;
  /** '1' when the redesign flag is set (spec §2 keeps it across routes). */
  redesign: '1' | null;
  /** Spec §4: "Shop-scoped search is active only when shop_domain, platform and search_in_shop are all present." */
  shop: { shop_domain: string; platform: string; search_in_shop: string } | null;
}

/** Spec §9 defaults. */
export const DEFAULT_SEARCH_PARAMS: SearchParams = {
  q: '',
  page: 1,
  sort_by: null,
  min_rating: 0,
  min_price: null,
  max_price: null,
  min_transparency: 80,
  min_authenticity: 0,
  category_id: null,
  country: ALL_COUNTRIES,
  store_country: ALL_COUNTRIES,
  reviews_count: 0,
  category_search: false,
  currency: null,
  redesign: null,
  shop: null,
};

const MAX_Q_LENGTH = 200;
const SORTS = new Set<string>(SORT_OPTIONS.map((option) => option.value).filter(Boolean));

function numberFrom(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** Ids, counts and pages are PostgreSQL integers: a larger number names nothing and is held at the largest. */
const LARGEST_INTEGER = 2_147_483_647;

function wholeNumberFrom(value: string | null): number | null {
  const number = numberFrom(value);
  return number !== null && Number.isInteger(number) && number >= 0
    ? Math.min(number, LARGEST_INTEGER)
    : null;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Prices keep cents, no more, so a query string cannot smuggle in noise that changes its text. */
const roundPrice = (value: number) => Math.round(value * 100) / 100;

/** Normalises a query string into search params with every rule of spec §5; never throws. */
export function searchParamsFromQuery(search: string | URLSearchParams): SearchParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (name: string) => query.get(name);
  const percent = (name: string, fallback: number) => {
    if (!query.has(name)) return fallback;
    // "min_transparency and min_authenticity: non-numeric becomes 0."
    const number = numberFrom(get(name));
    return number === null ? 0 : clamp(Math.round(number), 0, 100);
  };
  // "page: non-numeric becomes 1."
  const page = wholeNumberFrom(get('page'));
  // "min_rating: parsed as a number, clamped to 0 to 5, ignored if not numeric."
  const rating = numberFrom(get('min_rating'));
  // "min_price and max_price: kept only when numeric and greater than 0; ... swapped."
  const prices = [numberFrom(get('min_price')), numberFrom(get('max_price'))].map((value) => {
    const rounded = value === null ? null : roundPrice(value);
    return rounded !== null && rounded > 0 && rounded < 1e12 ? rounded : null;
  });
  let [minPrice, maxPrice] = prices as [number | null, number | null];
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const shopDomain = get('shop_domain')?.trim();
  const platform = get('platform')?.trim();
  const searchInShop = get('search_in_shop')?.trim();
  const sort = get('sort_by') ?? '';
  return {
    q: (get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_Q_LENGTH).trim(),
    page: page !== null && page >= 1 ? page : 1,
    sort_by: SORTS.has(sort) ? (sort as SortBy) : null,
    min_rating: rating === null ? 0 : clamp(rating, 0, 5),
    min_price: minPrice,
    max_price: maxPrice,
    min_transparency: percent('min_transparency', DEFAULT_SEARCH_PARAMS.min_transparency),
    min_authenticity: percent('min_authenticity', DEFAULT_SEARCH_PARAMS.min_authenticity),
    // "category_id and reviews_count: kept only if numeric."
    category_id: wholeNumberFrom(get('category_id')),
    reviews_count: wholeNumberFrom(get('reviews_count')) ?? 0,
    // "country and store_country: kept only if the code exists in the country list, and are upper-cased".
    country: normalizeCountryCode(get('country')) ?? ALL_COUNTRIES,
    store_country: normalizeCountryCode(get('store_country')) ?? ALL_COUNTRIES,
    category_search: get('category_search') === 'true',
    // "... as is currency from the query string."
    currency: normalizeCurrencyCode(get('currency')),
    redesign: redesignFlag(query.toString()) ? '1' : null,
    // "Shop parameters are kept only when all three are present."
    shop:
      shopDomain && platform && searchInShop
        ? { shop_domain: shopDomain, platform, search_in_shop: searchInShop }
        : null,
  };
}

/**
 * The query string for search params, defaults and empty values left out (spec §5: "Query string
 * building omits empty category_id or sort_by and any null values").
 */
export function searchQueryString(params: SearchParams): string {
  const query = new URLSearchParams();
  const put = (
    name: string,
    value: string | number | boolean | null,
    fallback: string | number | boolean | null,
  ) => {
    if (value !== null && value !== '' && value !== fallback) query.set(name, String(value));
  };
  const defaults = DEFAULT_SEARCH_PARAMS;
  put('q', params.q, defaults.q);
  put('page', params.page, defaults.page);
  put('sort_by', params.sort_by, null);
  put('min_rating', params.min_rating, defaults.min_rating);
  put('min_price', params.min_price, null);
  put('max_price', params.max_price, null);
  put('min_transparency', params.min_transparency, defaults.min_transparency);
  put('min_authenticity', params.min_authenticity, defaults.min_authenticity);
  put('category_id', params.category_id, null);
  put('country', params.country, defaults.country);
  put('store_country', params.store_country, defaults.store_country);
  put('reviews_count', params.reviews_count, defaults.reviews_count);
  put('category_search', params.category_search, defaults.category_search);
  put('currency', params.currency, null);
  put('redesign', params.redesign, null);
  if (params.shop) {
    query.set('shop_domain', params.shop.shop_domain);
    query.set('platform', params.shop.platform);
    query.set('search_in_shop', params.shop.search_in_shop);
  }
  return query.toString();
}

/** Spec §5: "Two searches are the same when they match ignoring page." */
export function sameSearch(a: SearchParams, b: SearchParams): boolean {
  return searchQueryString({ ...a, page: 1 }) === searchQueryString({ ...b, page: 1 });
}

/** The filters: what the filter sidebar edits, each named in the address as here. */
export const SEARCH_FILTERS = [
  'reviews_count',
  'min_rating',
  'min_transparency',
  'min_authenticity',
  'store_country',
  'country',
  'min_price',
  'max_price',
  'category_id',
] as const;

/** Spec §5: "The filter-change check compares reviews_count, min_rating, ... and category_id." Drives 'Clear'. */
export function filtersDifferFromDefaults(params: SearchParams): boolean {
  return SEARCH_FILTERS.some((key) => params[key] !== DEFAULT_SEARCH_PARAMS[key]);
}

/**
 * Spec §4 filter sidebar: "Applying ... navigates with page reset to 1": `params` with the filters
 * of `filters`, the rest of the search (words, order, shop, currency) as it was.
 */
export function withSearchFilters(params: SearchParams, filters: SearchParams): SearchParams {
  const chosen = Object.fromEntries(SEARCH_FILTERS.map((key) => [key, filters[key]]));
  return { ...params, ...chosen, page: 1 };
}
