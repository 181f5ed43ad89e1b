import { z } from 'zod';
import { MEDAL_TIERS } from '@vouch/domain';
import { metaDataSchema } from './page-meta';
import { shopDisputeRecordSchema } from './disputes';
import { removedReviewCountsSchema } from './review-reports';
import { productSearchResultSchema } from './search';

/** A medal a score earned, as `scoreMedals` in the domain names it. */
export const scoreMedalSchema = z.object({
  measure: z.enum(['Transparency', 'Authenticity']),
  tierKey: z.enum(MEDAL_TIERS.map((medal) => medal.tier) as [MedalTierName, ...MedalTierName[]]),
  tier: z.string(),
  percent: z.number().int(),
});
type MedalTierName = (typeof MEDAL_TIERS)[number]['tier'];

/** Spec §3 "Shop data" settings: the shop decides these for its page. */
export const shopSettingsSchema = z.object({
  disable_web_reviews: z.boolean(),
  /** Spelled as the spec spells it. */
  enable_question_anwser: z.boolean(),
  shop_settings: z.object({ review_site_show_cards_carousel: z.boolean() }),
});

/** Spec §3 "Shop data" contact info. */
export const shopContactInfoSchema = z.object({
  response_time: z
    .object({ value: z.number().int(), unit: z.enum(['minutes', 'hours', 'days']) })
    .nullable(),
  confirmed_contact: z.boolean(),
  confirmed_addresses: z.array(
    z.object({
      address_line_1: z.string(),
      address_line_2: z.string().nullable(),
      city: z.string(),
      postcode: z.string(),
      country: z.string(),
      /** Spec §3 "Address: ... billing flag": where the shop bills from, as opposed to ships from or trades at. */
      billing: z.boolean(),
    }),
  ),
});

/** Figures computed from the shop's reviews and orders. */
export const shopMetricsSchema = z.object({
  reviews_count: z.number().int(),
  average_rating: z.number(),
  verified_reviews_count: z.number().int(),
  orders_count: z.number().int(),
  /** Shares from 0 to 1 (spec §9), computed by the domain's one integrity function. */
  transparency_score: z.number(),
  authenticity_score: z.number(),
});

/** Spec §3 "Shop data". */
export const shopDataSchema = z.object({
  name: z.string(),
  domain: z.string(),
  platform: z.string(),
  public_token: z.string(),
  encoded_id: z.string(),
  internal_path: z.string(),
  country: z.string(),
  logo: z.string().nullable(),
  description: z.string(),
  settings: shopSettingsSchema,
  contact_info: shopContactInfoSchema,
  shop_medals: z.array(scoreMedalSchema),
  shop_metrics: shopMetricsSchema,
});
export type ShopData = z.infer<typeof shopDataSchema>;

/** Spec §3 "featured_cards (lowest_price, displayed_price)": the shop's cards carousel, prices in its currency. */
export const featuredCardSchema = z.object({
  encoded_id: z.string(),
  title: z.string(),
  internal_path: z.string(),
  image_url: z.string().nullable(),
  retina_image_url: z.string().nullable(),
  currency: z.string(),
  lowest_price: z.number(),
  displayed_price: z.number(),
});
export type FeaturedCard = z.infer<typeof featuredCardSchema>;

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
export const categoriesDataSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), handle: z.string(), level: z.number().int() }),
);

/** Spec §7 `GET shops base/{shop_slug}?format=json`. */
export const shopPageResponseSchema = z.object({
  meta_data: metaDataSchema,
  shop_data: shopDataSchema,
  /** The shop's most reviewed products, as the search grid shows them. */
  top_products: z.array(productSearchResultSchema),
  /** Empty unless the shop shows its cards carousel. */
  featured_cards: z.array(featuredCardSchema),
  /** The shop's disputes over the last 12 months and how they ended: no review site shows this. */
  dispute_record: shopDisputeRecordSchema,
  /** The shop's reviews removed after a report, counted by the public line that says why. */
  removed_reviews: removedReviewCountsSchema,
});
export type ShopPageResponse = z.infer<typeof shopPageResponseSchema>;

/** Spec §7 `GET shops base/{shop_slug}/products/{product_handle}?format=json`. */
export const productPageResponseSchema = z.object({
  meta_data: metaDataSchema,
  shop_data: shopDataSchema,
  product_data: productDataSchema,
  categories_data: categoriesDataSchema,
  /** The product's reviews removed after a report, counted by the public line that says why. */
  removed_reviews: removedReviewCountsSchema,
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

/** What any page route's `?format=json` answers: meta_data, plus the shop and product pages' data. */
export const pageResponseSchema = z.object({
  meta_data: metaDataSchema,
  shop_data: shopDataSchema.optional(),
  product_data: productDataSchema.optional(),
  categories_data: categoriesDataSchema.optional(),
  top_products: z.array(productSearchResultSchema).optional(),
  featured_cards: z.array(featuredCardSchema).optional(),
  dispute_record: shopDisputeRecordSchema.optional(),
  removed_reviews: removedReviewCountsSchema.optional(),
});
export type PageResponse = z.infer<typeof pageResponseSchema>;
