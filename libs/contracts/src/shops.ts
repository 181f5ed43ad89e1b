import { z } from 'zod';
import { metaDataSchema } from './page-meta';

/**
 * Spec §3 "Shop data": the identity fields. Settings, contact info, medals, metrics, featured
 * cards and top products join them with the shop page (issue #5).
 */
export const shopDataSchema = z.object({
  name: z.string(),
  domain: z.string(),
  platform: z.string(),
  public_token: z.string(),
  encoded_id: z.string(),
  internal_path: z.string(),
  country: z.string(),
  logo: z.string().nullable(),
});
export type ShopData = z.infer<typeof shopDataSchema>;

/** Spec §7 `GET shops base/{shop_slug}?format=json` (and the product page's shop_data). */
export const shopPageResponseSchema = z.object({ meta_data: metaDataSchema, shop_data: shopDataSchema });

/** What any page route's `?format=json` answers: meta_data, and shop_data on shop and product pages. */
export const pageResponseSchema = z.object({ meta_data: metaDataSchema, shop_data: shopDataSchema.optional() });
export type PageResponse = z.infer<typeof pageResponseSchema>;
