import {
  DEFAULT_REVIEW_SORT,
  REVIEW_SORTS,
  REVIEW_SOURCES,
  type ReviewSort,
  type ReviewSource,
} from './review-options';
import { reviewAnchor } from './review-draft';

/** What a shopper chose for a review list: page, star filter, sort, source, words, verified only, review type. */
export interface ReviewListView<Type extends string = string> {
  page: number;
  rating: number | null;
  sort: ReviewSort;
  source: ReviewSource;
  search: string;
  verifiedOnly: boolean;
  type: Type;
}

/** Spec §9 defaults: sort pictures_first, source all_sources; the review type is the page's own default. */
export function defaultReviewListView<Type extends string>(type: Type): ReviewListView<Type> {
  return {
    page: 1,
    rating: null,
    sort: DEFAULT_REVIEW_SORT,
    source: 'all_sources',
    search: '',
    verifiedOnly: false,
    type,
  };
}

/** Spec §4: "Any filter, sort or search change resets to page 1." */
export function changeReviewListView<Type extends string>(
  view: ReviewListView<Type>,
  change: Partial<Omit<ReviewListView<Type>, 'page'>>,
): ReviewListView<Type> {
  return { ...view, ...change, page: 1 };
}

/**
 * The widget call's parameters for a view (spec §7), leaving out what equals the server's
 * default so equal views make equal requests (and share one cached answer).
 */
export function reviewListParams(view: ReviewListView): Record<string, string | number | boolean> {
  const search = view.search.trim();
  return {
    page: view.page,
    sort_by: view.sort,
    review_type: view.type,
    ...(view.rating ? { filter_rating: view.rating } : {}),
    ...(view.source !== 'all_sources' ? { review_source: view.source } : {}),
    ...(search ? { search } : {}),
    ...(view.verifiedOnly ? { verified_only: true } : {}),
  };
}

/** Where a review list keeps its view in the address (prefixed, so a page's own parameters stay apart). */
export const REVIEW_LIST_FIELDS = {
  page: 'reviews_page',
  rating: 'reviews_rating',
  sort: 'reviews_sort',
  source: 'reviews_source',
  search: 'reviews_search',
  verifiedOnly: 'reviews_verified',
  type: 'reviews_type',
} as const satisfies Record<keyof ReviewListView, string>;

/** A review list's own address parameters: what the page around it does not depend on. */
export const REVIEW_LIST_VIEW_PARAMS: readonly string[] = Object.values(REVIEW_LIST_FIELDS);

const oneOf = <Value extends string>(
  values: readonly Value[],
  value: string | null,
): Value | undefined => values.find((known) => known === value);

/**
 * The view an address holds, so Back and a shared link show the same reviews (issue #18);
 * anything missing or unknown is the default, the first of `types` the type's.
 */
export function reviewListViewFromAddress<Type extends string>(
  params: URLSearchParams,
  types: readonly [Type, ...Type[]],
): ReviewListView<Type> {
  const page = Number(params.get(REVIEW_LIST_FIELDS.page));
  const rating = Number(params.get(REVIEW_LIST_FIELDS.rating));
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    sort: oneOf(REVIEW_SORTS, params.get(REVIEW_LIST_FIELDS.sort)) ?? DEFAULT_REVIEW_SORT,
    source: oneOf(REVIEW_SOURCES, params.get(REVIEW_LIST_FIELDS.source)) ?? 'all_sources',
    search: params.get(REVIEW_LIST_FIELDS.search) ?? '',
    verifiedOnly: params.get(REVIEW_LIST_FIELDS.verifiedOnly) === 'true',
    type: oneOf(types, params.get(REVIEW_LIST_FIELDS.type)) ?? types[0],
  };
}

/** `params` with the view written in (only what differs from the defaults), the page's own parameters kept. */
export function withReviewListView<Type extends string>(
  params: URLSearchParams,
  view: ReviewListView<Type>,
  defaultType: Type,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of REVIEW_LIST_VIEW_PARAMS) next.delete(name);
  const defaults = defaultReviewListView(defaultType);
  for (const key of Object.keys(REVIEW_LIST_FIELDS) as (keyof ReviewListView)[]) {
    const value = key === 'search' ? view.search.trim() : view[key];
    if (value !== defaults[key] && value !== null && value !== '')
      next.set(REVIEW_LIST_FIELDS[key], String(value));
  }
  return next;
}

/**
 * One review on its product's or shop's page (`pagePath`): the list newest first, where a review
 * just answered from the shop's inbox is most likely on the first page, opened at the review.
 */
export function reviewOnItsPagePath(pagePath: string, reviewPublicId: string): string {
  const view = new URLSearchParams({
    [REVIEW_LIST_FIELDS.sort]: 'most_recent' satisfies ReviewSort,
  });
  return `${pagePath}?${view}#${reviewAnchor(reviewPublicId)}`;
}
