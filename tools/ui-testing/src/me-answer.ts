import { meResponseSchema, type CurrentReviewer, type MeResponse } from '@vouch/contracts';

/** A `GET /reviews/me.json` answer, checked against its contract: a guest, or a reviewer with the given fields. */
export function meAnswer(reviewer: Partial<CurrentReviewer> | null = null): MeResponse {
  return meResponseSchema.parse({
    current_country: 'US',
    currency: '*',
    reviewer: reviewer && {
      encoded_id: 'r-test',
      name: 'Tess Tester',
      slug: 'tess-tester',
      role: 'reviewer',
      reviewer_initial: 'T',
      avatar_image_url: null,
      gravatar_hash: null,
      verified_buyer: true,
      tos_accepted: true,
      managed_shop_ids: [],
      ...reviewer,
    },
  });
}
