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

/** Spec §3 "Product data". */
export const productDataSchema = z.object({
  title: z.string(),
  image_url: z.string().nullable(),
  retina_image_url: z.string().nullable(),
  description: z.string(),
  external_url: z.string(),
  external_id: z.string(),
  handle: z.string(),
  encoded_id: z.string(),
  shop_domain: z.string(),
  platform: z.string(),
  internal_path: z.string(),
});
export type ProductData = z.infer<typeof productDataSchema>;

/** A product's categories from level 1 down to its deepest (the page's breadcrumb). */
export const categoriesDataSchema = z.array(z.object({ id: z.number().int(), name: z.string(), handle: z.string(), level: z.number().int() }));

/** Spec §7 `GET shops base/{shop_slug}?format=json` (and the product page's shop_data). */
export const shopPageResponseSchema = z.object({ meta_data: metaDataSchema, shop_data: shopDataSchema });

/** Spec §7 `GET shops base/{shop_slug}/products/{product_handle}?format=json`. */
export const productPageResponseSchema = z.object({
  meta_data: metaDataSchema,
  shop_data: shopDataSchema,
  product_data: productDataSchema,
  categories_data: categoriesDataSchema,
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** What any page route's `?format=json` answers: meta_data, shop_data on shop and product pages, product data on product pages. */
export const pageResponseSchema = z.object({
  meta_data: metaDataSchema,
  shop_data: shopDataSchema.optional(),
  product_data: productDataSchema.optional(),
  categories_data: categoriesDataSchema.optional(),
});
export type PageResponse = z.infer<typeof pageResponseSchema>;
