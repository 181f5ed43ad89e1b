import type { Paging } from '@vouch/contracts';

/** The paging fields of an answer: this page, its size, the total and how many pages it makes. */
export function pagingOf(page: number, perPage: number, total: number): Paging {
  return {
    current_page: page,
    per_page: perPage,
    total_count: total,
    total_pages: Math.ceil(total / perPage),
  };
}
