/** Spec §3 "People search: request sort_by, filter_by, page"; the orders and filters Find people offers. */
export const PEOPLE_SORTS = [
  { value: 'followers', label: 'Most followed' },
  { value: 'reviews', label: 'Most reviews' },
  { value: 'newest', label: 'Newest members' },
] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number]['value'];
export const DEFAULT_PEOPLE_SORT: PeopleSort = 'followers';

export const PEOPLE_FILTERS = [
  { value: 'all', label: 'Everyone' },
  { value: 'verified_buyers', label: 'Verified buyers' },
  { value: 'with_media', label: 'Share pictures or videos' },
] as const;
export type PeopleFilter = (typeof PEOPLE_FILTERS)[number]['value'];
export const DEFAULT_PEOPLE_FILTER: PeopleFilter = 'all';

/** Reviewers in one page of Find people. */
export const PEOPLE_PAGE_SIZE = 20;

/** The values alone, for validating requests. */
export const PEOPLE_SORT_VALUES = PEOPLE_SORTS.map((sort) => sort.value) as [
  PeopleSort,
  ...PeopleSort[],
];
export const PEOPLE_FILTER_VALUES = PEOPLE_FILTERS.map((filter) => filter.value) as [
  PeopleFilter,
  ...PeopleFilter[],
];
