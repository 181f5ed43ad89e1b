import { z } from 'zod';

/** The picture a shared link of the page shows (`og:image`), absolute, with its real size. */
export const linkPreviewImageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

/** Spec §7 last row: "GET current route path with format=json -> meta_data for page title and description". */
export const metaDataSchema = z.object({
  title: z.string(),
  description: z.string(),
  canonical_url: z.string().optional(),
  image: linkPreviewImageSchema.optional(),
});
export type MetaData = z.infer<typeof metaDataSchema>;

export const pageMetaResponseSchema = z.object({ meta_data: metaDataSchema });
export type PageMetaResponse = z.infer<typeof pageMetaResponseSchema>;
