/** Spec §9: "Widget page size 10 reviews; 3 questions per load". */
export const WIDGET_PAGE_SIZE = 10;
export const QUESTIONS_PER_LOAD = 3;

/** Spec §9: "Defaults: sort pictures_first". The other orders a shopper can pick. */
export const REVIEW_SORTS = [
  'pictures_first',
  'most_recent',
  'highest_rating',
  'lowest_rating',
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'pictures_first';

/** Spec §9 "Review sources", `all_sources` (the default) first. */
export const REVIEW_SOURCES = [
  'all_sources',
  'organic',
  'invite',
  'migrated',
  'aliexpress',
  'verified_provider',
  'unverified_provider',
  'unverified_source',
] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** Spec §9 review types on a product page: its own reviews (the default), or with its shop's reviews too. */
export const PRODUCT_REVIEW_TYPES = ['product-reviews', 'all-reviews'] as const;
export type ProductReviewType = (typeof PRODUCT_REVIEW_TYPES)[number];

/** Spec §9 review types on a shop page (the product page uses product-reviews). */
export const SHOP_REVIEW_TYPES = ['all-reviews', 'shop-reviews', 'product-reviews'] as const;
export type ShopReviewType = (typeof SHOP_REVIEW_TYPES)[number];

/**
 * Spec §3 "video_external_ids (an id longer than 16 characters is treated as hosted at one video
 * provider, otherwise at another)". Long ids are Vidyard's 22-character uuids; short ones are
 * YouTube's 11-character ids.
 */
export const VIDEO_ID_LENGTH_THRESHOLD = 16;

export interface ExternalVideo {
  provider: 'Vidyard' | 'YouTube';
  /** The player to embed (YouTube without tracking cookies). */
  embedUrl: string;
}

/** Where the embedded players live (the site's Content-Security-Policy frames these and no others). */
export const VIDEO_PLAYER_ORIGINS = {
  Vidyard: 'https://play.vidyard.com',
  YouTube: 'https://www.youtube-nocookie.com',
} as const;

export function externalVideo(videoId: string): ExternalVideo {
  const id = encodeURIComponent(videoId);
  return videoId.length > VIDEO_ID_LENGTH_THRESHOLD
    ? { provider: 'Vidyard', embedUrl: `${VIDEO_PLAYER_ORIGINS.Vidyard}/${id}.html` }
    : { provider: 'YouTube', embedUrl: `${VIDEO_PLAYER_ORIGINS.YouTube}/embed/${id}` };
}
