import { z } from 'zod';

/** Spec §3 "Category" (one record of the three-level tree). */
export const categoryRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string(),
  level: z.number().int().min(1).max(3),
  parent_id: z.number().int().nullable(),
  children: z.array(z.number().int()),
  is_deepest: z.boolean(),
  image_url: z.string().nullable(),
  bar_flat_view: z.boolean(),
  bar_order: z.number().int(),
  page_order: z.number().int(),
  path: z.string(),
});
export type CategoryRecordDto = z.infer<typeof categoryRecordSchema>;

/** Spec §7 `GET /reviews/all_categories`: every category, for the mega-menu. */
export const allCategoriesResponseSchema = z.object({ categories: z.array(categoryRecordSchema) });
export type AllCategoriesResponse = z.infer<typeof allCategoriesResponseSchema>;
