import {
  productDataSchema,
  shopDataSchema,
  type ProductData,
  type ShopData,
} from '@vouch/contracts';

/** A shop as its page answers it, checked against its contract; override what a test is about. */
export function shopFixture(overrides: Partial<ShopData> = {}): ShopData {
  return shopDataSchema.parse({
    name: 'Harbor Outfitters',
    domain: 'harbor.example.com',
    platform: 'shopify',
    public_token: 'token',
    encoded_id: 'shop-1',
    internal_path: '/reviews/stores/harbor-outfitters',
    country: 'GB',
    logo: null,
    description: 'Bags and straps for travel.',
    settings: {
      disable_web_reviews: false,
      enable_question_anwser: true,
      shop_settings: { review_site_show_cards_carousel: true },
    },
    contact_info: { response_time: null, confirmed_contact: false, confirmed_addresses: [] },
    shop_medals: [],
    shop_metrics: {
      reviews_count: 0,
      average_rating: 0,
      verified_reviews_count: 0,
      orders_count: 0,
      transparency_score: 0,
      authenticity_score: 0,
    },
    ...overrides,
  });
}

/** A product as its page answers it, checked against its contract. */
export function productFixture(overrides: Partial<ProductData> = {}): ProductData {
  return productDataSchema.parse({
    title: 'Canvas weekender bag',
    image_url: null,
    retina_image_url: null,
    description: 'Waxed canvas, leather handles.',
    external_url: 'https://harbor.example.com/products/canvas-weekender',
    external_id: '1001',
    handle: 'canvas-weekender',
    encoded_id: 'product-1',
    shop_domain: 'harbor.example.com',
    platform: 'shopify',
    internal_path: '/reviews/stores/harbor-outfitters/products/canvas-weekender',
    ...overrides,
  });
}
