import { z } from 'zod';

/** Spec §3 "Follow state": the three classes a reviewer can follow. */
export const FOLLOWEE_CLASSES = ['Shop', 'Product', 'Reviewer'] as const;
export const followeeClassSchema = z.enum(FOLLOWEE_CLASSES);
export type FolloweeClass = z.infer<typeof followeeClassSchema>;

const encodedIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).max(100, 'Ask about at most 100 ids of each class at once'))
  .optional();

/** Spec §7 `GET /reviews/profile/follows`: "class-to-ids params" (comma-separated or repeated). */
export const followsQuerySchema = z.object({
  Shop: encodedIds,
  Product: encodedIds,
  Reviewer: encodedIds,
});
export type FollowsQuery = z.input<typeof followsQuerySchema>;

/** Spec §3: "for each class (Shop, Product, Reviewer) a map of encoded id to boolean". */
export const followStateSchema = z.object({
  Shop: z.record(z.string(), z.boolean()),
  Product: z.record(z.string(), z.boolean()),
  Reviewer: z.record(z.string(), z.boolean()),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const followsResponseSchema = z.object({ existing_followee_ids: followStateSchema });
export type FollowsResponse = z.infer<typeof followsResponseSchema>;

/** Spec §7 `POST /reviews/profile/follows/heart`: is_hearting and exactly one of the three ids. */
export const heartRequestSchema = z
  .object({
    is_hearting: z.boolean({ error: 'is_hearting must be true (follow) or false (unfollow)' }),
    shop_enc_id: z.string().min(1).max(64).optional(),
    product_enc_id: z.string().min(1).max(64).optional(),
    reviewer_enc_id: z.string().min(1).max(64).optional(),
  })
  .refine(
    (body) =>
      [body.shop_enc_id, body.product_enc_id, body.reviewer_enc_id].filter(Boolean).length === 1,
    {
      message: 'Name exactly one of shop_enc_id, product_enc_id or reviewer_enc_id',
      path: ['request'],
    },
  );
export type HeartRequest = z.infer<typeof heartRequestSchema>;

/** The follow state of the one item hearted, and how many reviewers follow it now. */
export const heartResponseSchema = z.object({
  existing_followee_ids: followStateSchema,
  followers_count: z.number().int().min(0),
});
export type HeartResponse = z.infer<typeof heartResponseSchema>;
