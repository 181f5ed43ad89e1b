import { z } from 'zod';

/** Spec §3 "Paged lists: total_count, total_pages, current_page": the fields every paged answer carries. */
export const pagingShape = {
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
};
export type Paging = { [Key in keyof typeof pagingShape]: number };
