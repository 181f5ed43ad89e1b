import { z } from 'zod';

/** Spec §7 last row: "GET current route path with format=json -> meta_data for page title and description". */
export const metaDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical_url: z.string().optional(),
});
export type MetaData = z.infer<typeof metaDataSchema>;

export const pageMetaResponseSchema = z.object({ meta_data: metaDataSchema });
export type PageMetaResponse = z.infer<typeof pageMetaResponseSchema>;
