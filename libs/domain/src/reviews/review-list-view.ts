import { DEFAULT_REVIEW_SORT, type ReviewSort, type ReviewSource } from './review-options';

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
  return { page: 1, rating: null, sort: DEFAULT_REVIEW_SORT, source: 'all_sources', search: '', verifiedOnly: false, type };
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
