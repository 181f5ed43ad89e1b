import { z } from 'zod';

/** `:publicId` of a review in a path (`/reviews/reviewer/reviews/{public_id}`). */
export const publicIdParamsSchema = z.object({ publicId: z.string().min(1).max(100) });

/** `:encodedId` of a product or shop in a path (`/products/{encodedId}/reviews_with_media`). */
export const encodedIdParamsSchema = z.object({ encodedId: z.string().min(1).max(100) });

/** `:slug` of a reviewer in a path (`/reviews/profile/{slug}/recommendations`). */
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });

/**
 * `:file` of a sitemap file (`/sitemaps/{file}`, e.g. `products-2.xml`). Any text: a name that
 * names no file is answered 404, as an unknown address is, not 400.
 */
export const sitemapFileParamsSchema = z.object({ file: z.string() });
