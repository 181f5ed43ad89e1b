import { ALL_COUNTRIES } from '../countries/countries';
import { COUNTRY_NAMES } from '../countries/country-names';
import { DEFAULT_SEARCH_PARAMS, type SearchParams } from './search-params';

/** Spec §9: "Pill text limit 30 characters." */
export const PILL_TEXT_LIMIT = 30;

/** Spec §2: "Filter pills show their text cut to 30 characters with '...' appended when longer". */
export function pillText(text: string): string {
  return text.length > PILL_TEXT_LIMIT ? `${text.slice(0, PILL_TEXT_LIMIT)}...` : text;
}

export type FilterPillKey =
  | 'min_rating'
  | 'price'
  | 'country'
  | 'store_country'
  | 'min_transparency'
  | 'min_authenticity'
  | 'reviews_count'
  | 'category_id';

export interface FilterPill {
  key: FilterPillKey;
  /** The whole text, for screen readers and tooltips. */
  label: string;
  /** The text shown, cut to the pill limit. */
  text: string;
}

const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

/** One pill per filter that differs from its default, in the sidebar's order. */
export function filterPills(
  params: SearchParams,
  names: { categoryName?: string | null; formatPrice(amount: number): string },
): FilterPill[] {
  const labels: [FilterPillKey, string | null][] = [
    [
      'category_id',
      params.category_id === null ? null : `Category: ${names.categoryName ?? params.category_id}`,
    ],
    ['min_rating', params.min_rating > 0 ? `Rating ${params.min_rating}+ stars` : null],
    [
      'price',
      params.min_price !== null && params.max_price !== null
        ? `Price ${names.formatPrice(params.min_price)} – ${names.formatPrice(params.max_price)}`
        : params.min_price !== null
          ? `Price from ${names.formatPrice(params.min_price)}`
          : params.max_price !== null
            ? `Price up to ${names.formatPrice(params.max_price)}`
            : null,
    ],
    [
      'country',
      params.country !== ALL_COUNTRIES ? `Ships to ${countryName(params.country)}` : null,
    ],
    [
      'store_country',
      params.store_country !== ALL_COUNTRIES
        ? `Store in ${countryName(params.store_country)}`
        : null,
    ],
    [
      'min_transparency',
      params.min_transparency !== DEFAULT_SEARCH_PARAMS.min_transparency
        ? `Transparency ${params.min_transparency}%+`
        : null,
    ],
    [
      'min_authenticity',
      params.min_authenticity !== DEFAULT_SEARCH_PARAMS.min_authenticity
        ? `Authenticity ${params.min_authenticity}%+`
        : null,
    ],
    ['reviews_count', params.reviews_count > 0 ? `${params.reviews_count}+ reviews` : null],
  ];
  return labels
    .filter((entry): entry is [FilterPillKey, string] => entry[1] !== null)
    .map(([key, label]) => ({ key, label, text: pillText(label) }));
}

/** The params with one pill's filter back at its default; the page starts over (spec §4). */
export function withoutPill(params: SearchParams, key: FilterPillKey): SearchParams {
  const reset: Partial<SearchParams> =
    key === 'price' ? { min_price: null, max_price: null } : { [key]: DEFAULT_SEARCH_PARAMS[key] };
  return { ...params, ...reset, page: 1 };
}

/**
 * Spec §2 'Clear': "returns to the search route with default filters and the current q" (the shop
 * scope, currency and sort stay: they are not filters).
 */
export function clearedFilters(params: SearchParams): SearchParams {
  return {
    ...DEFAULT_SEARCH_PARAMS,
    q: params.q,
    sort_by: params.sort_by,
    shop: params.shop,
    currency: params.currency,
    redesign: params.redesign,
  };
}

/**
 * Spec §5: "An empty query with no filters and not on a category route goes to the category
 * index." A search page with nothing to search for shows the categories instead.
 */
export function shouldBrowseCategories(params: SearchParams, filtersChanged: boolean): boolean {
  return params.q === '' && !filtersChanged && !params.category_search && params.shop === null;
}
