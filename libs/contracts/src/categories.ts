import { z } from 'zod';
import { metaDataSchema } from './page-meta';
import { productSearchResultSchema } from './search';

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

/** A category as category pages list it, with how many products it holds. */
export const categorySummarySchema = categoryRecordSchema.extend({
  products_count: z.number().int(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/** Spec §7 `GET /reviews/categories.json` (whole tree, or `level=1`): product_categories and meta_data. */
export const categoriesIndexResponseSchema = z.object({
  product_categories: z.array(categorySummarySchema),
  meta_data: metaDataSchema,
});
export type CategoriesIndexResponse = z.infer<typeof categoriesIndexResponseSchema>;

/** Spec §7 `GET /reviews/categories/{handle}.json`: the category with its levels around it and its top products. */
export const categoryPageResponseSchema = z.object({
  category: categorySummarySchema,
  children: z.array(categorySummarySchema),
  grand_children: z.array(categorySummarySchema),
  upper_level_categories: z.array(categorySummarySchema),
  top_products: z.array(productSearchResultSchema),
  meta_data: metaDataSchema,
});
export type CategoryPageResponse = z.infer<typeof categoryPageResponseSchema>;
