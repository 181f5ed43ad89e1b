import type { Paging } from '@vouch/contracts';

/** Infinite queries over paged answers: start at page 1, and ask for the next while there is one. */
export const pagedInfiniteQueryOptions = {
  initialPageParam: 1,
  getNextPageParam: (last: Paging) =>
    last.current_page < last.total_pages ? last.current_page + 1 : undefined,
};
