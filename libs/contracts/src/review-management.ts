import { z } from 'zod';

/** Spec §7 review publish, unpublish, restore and delete: the review as it is after the change. */
export const reviewStateResponseSchema = z.object({
  review: z.object({
    public_id: z.string(),
    published: z.boolean(),
    deleted: z.boolean(),
  }),
});
export type ReviewStateResponse = z.infer<typeof reviewStateResponseSchema>;
