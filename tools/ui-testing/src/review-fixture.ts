import { reviewSchema, type Review } from '@vouch/contracts';

/** A published review as the widgets answer it, checked against its contract; override what a test is about. */
export function reviewFixture(overrides: Partial<Review> = {}): Review {
  return reviewSchema.parse({
    uuid: `uuid-${overrides.public_id ?? 'rv-1'}`,
    public_id: 'rv-1',
    rating: 5,
    title: 'Sturdy and exactly as pictured',
    body: 'Carried it every day for a year.',
    created_at: '2026-11-01T10:00:00.000Z',
    edited_at: null,
    source: 'organic',
    reviewer: {
      name: 'Robin Reviewer',
      avatar_image_url: null,
      reviewer_initial: 'R',
      gravatar_hash: null,
      verified_buyer: true,
      profile_path: null,
    },
    pictures_urls: [],
    video_external_ids: [],
    media_platform_hosted_video_infos: [],
    reply: null,
    product: null,
    verification: {
      verified: true,
      shop_name: 'Harbor Outfitters',
      ordered_at: '2026-10-20T10:00:00.000Z',
    },
    ...overrides,
  });
}
