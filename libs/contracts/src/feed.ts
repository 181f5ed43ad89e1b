import { z } from 'zod';
import { FEED_OWNER_CLASSES } from '@vouch/domain';
import { metaDataSchema } from './page-meta';
import { queryFlag } from './query-flag';
import { reviewWithSubjectSchema } from './reviews';

/**
 * Spec §7 `GET /reviews/feed_events.json`: max_created_at and the three owner-class switches.
 * The cursor is the last event's (max_created_at, max_id): one happening writes several events at
 * one instant, so the instant alone cannot say where a page ended.
 */
export const feedEventsQuerySchema = z.object({
  max_created_at: z.iso
    .datetime({ offset: true, error: 'max_created_at is a date and time from an earlier page' })
    // PostgreSQL's timestamps start at year 1 (ISO allows 0000).
    .refine(
      (value) => new Date(value).getUTCFullYear() >= 1,
      'max_created_at is a date and time from an earlier page',
    )
    .optional(),
  max_id: z
    .string()
    .regex(/^\d{1,18}$/, 'max_id is an event id from an earlier page')
    .optional(),
  user_events: queryFlag.default(true),
  store_events: queryFlag.default(true),
  product_events: queryFlag.default(true),
});
export type FeedEventsQuery = z.infer<typeof feedEventsQuerySchema>;

/** Spec §3 "event_owner{encoded_id, class}": the followed shop, product or reviewer the event is about. */
export const feedEventOwnerSchema = z.object({
  encoded_id: z.string(),
  class: z.enum(FEED_OWNER_CLASSES),
  name: z.string(),
  internal_path: z.string(),
  image_url: z.string().nullable(),
});
export type FeedEventOwner = z.infer<typeof feedEventOwnerSchema>;

export const FEED_EVENT_TYPES = ['review_published', 'shop_replied', 'media_added'] as const;

export const feedEventSchema = z.object({
  id: z.string(),
  event_type: z.enum(FEED_EVENT_TYPES),
  created_at: z.string(),
  event_owner: feedEventOwnerSchema,
  review: reviewWithSubjectSchema,
});
export type FeedEvent = z.infer<typeof feedEventSchema>;

/** Something the reviewer bought and has not reviewed yet: the feed asks them to. */
export const unreviewedProductSchema = z.object({
  line_item_public_id: z.string(),
  product_title: z.string(),
  product_image_url: z.string().nullable(),
  product_internal_path: z.string(),
  shop_name: z.string(),
  placed_at: z.string(),
});
export type UnreviewedProduct = z.infer<typeof unreviewedProductSchema>;

/** Spec §3 "Feed: feed_events ...; max_created_at, per_page, current_reviewer_unreviewed_products". */
export const feedEventsResponseSchema = z.object({
  feed_events: z.array(feedEventSchema),
  /** The cursor of the next page (the last event's), null when this page is empty. */
  max_created_at: z.string().nullable(),
  max_id: z.string().nullable(),
  per_page: z.number().int().positive(),
  current_reviewer_unreviewed_products: z.array(unreviewedProductSchema),
});
export type FeedEventsResponse = z.infer<typeof feedEventsResponseSchema>;

/** Spec §7 `feed.json` (listed, not called): the feed page's head and its first page, as feed_events.json answers it. */
export const feedPageResponseSchema = feedEventsResponseSchema.extend({
  meta_data: metaDataSchema,
});
export type FeedPageResponse = z.infer<typeof feedPageResponseSchema>;
