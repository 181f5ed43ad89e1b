import { z } from 'zod';
import { pagingShape } from './paging';

/** Spec §7 `GET /products/{id}/reviews_with_media` and `/shops/{id}/reviews_with_media`: page. */
export const galleryQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(1_000, 'page goes up to 1000')
    .default(1),
});

/** Spec §3 "Media item": id, review_uuid, dataType, source, videoId; with what the gallery shows beside it. */
export const galleryItemSchema = z.object({
  id: z.string(),
  review_uuid: z.string(),
  dataType: z.enum(['picture', 'video_external', 'video_platform']),
  /** The huge picture, or the hosted video's address; null for external videos. */
  source: z.string().nullable(),
  /** The compact picture for the grid; null for videos. */
  thumbnail: z.string().nullable(),
  /** An external video's id (its provider follows from its length, spec §3). */
  videoId: z.string().nullable(),
  reviewer_name: z.string(),
  rating: z.number().int().min(1).max(5),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const galleryPageSchema = z.object({
  items: z.array(galleryItemSchema),
  ...pagingShape,
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;
