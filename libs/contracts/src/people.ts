import { z } from 'zod';
import { avatarImageUrlSchema } from './session';
import {
  DEFAULT_PEOPLE_FILTER,
  DEFAULT_PEOPLE_SORT,
  PEOPLE_FILTER_VALUES,
  PEOPLE_SORT_VALUES,
} from '@vouch/domain';

/** A reviewer as lists of people show them (find people, following). */
export const reviewerCardSchema = z.object({
  encoded_id: z.string(),
  name: z.string(),
  internal_path: z.string(),
  avatar_image_url: avatarImageUrlSchema.nullable(),
  reviewer_initial: z.string(),
  reviews_count: z.number().int().min(0),
  followers_count: z.number().int().min(0),
});
export type ReviewerCard = z.infer<typeof reviewerCardSchema>;

/** Spec §3 "People search: request sort_by, filter_by, page". */
export const peopleQuerySchema = z.object({
  sort_by: z
    .enum(PEOPLE_SORT_VALUES, { error: `sort_by is one of ${PEOPLE_SORT_VALUES.join(', ')}` })
    .default(DEFAULT_PEOPLE_SORT),
  filter_by: z
    .enum(PEOPLE_FILTER_VALUES, { error: `filter_by is one of ${PEOPLE_FILTER_VALUES.join(', ')}` })
    .default(DEFAULT_PEOPLE_FILTER),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(500, 'page goes up to 500')
    .default(1),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

/** Spec §3 "response reviewers (encoded_id), per_page"; more pages exist while a page is full (spec §4). */
export const peopleResponseSchema = z.object({
  reviewers: z.array(reviewerCardSchema),
  page: z.number().int().min(1),
  per_page: z.number().int().positive(),
});
export type PeopleResponse = z.infer<typeof peopleResponseSchema>;

/** A followed product in the following list (spec §3 "encoded_product_id"). */
export const followedProductSchema = z.object({
  encoded_product_id: z.string(),
  title: z.string(),
  internal_path: z.string(),
  image_url: z.string().nullable(),
  shop_name: z.string(),
  average_rating: z.number(),
  reviews_count: z.number().int(),
});

/** A followed shop in the following list (spec §3 "encoded_shop_id"). */
export const followedShopSchema = z.object({
  encoded_shop_id: z.string(),
  name: z.string(),
  internal_path: z.string(),
  logo: z.string().nullable(),
  average_rating: z.number(),
  reviews_count: z.number().int(),
});

/** Spec §7 `GET /reviews/following.json`: products, shops and reviewers the signed-in reviewer follows, newest follow first. */
export const followingResponseSchema = z.object({
  products: z.array(followedProductSchema),
  shops: z.array(followedShopSchema),
  reviewers: z.array(reviewerCardSchema),
});
export type FollowingResponse = z.infer<typeof followingResponseSchema>;
