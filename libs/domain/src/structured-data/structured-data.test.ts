import type { LocalBusiness, Organization, Product, WithContext } from 'schema-dts';
import {
  profileStructuredData,
  productStructuredData,
  shopStructuredData,
  type ProductStructuredInput,
  type ShopStructuredInput,
} from './structured-data';

const review = {
  reviewer: { name: 'Ada L.' },
  created_at: '2026-03-04T10:00:00.000Z',
  rating: 5,
  title: 'Sturdy',
  body: 'Carried it every day.',
  source: 'organic',
  verification: {
    verified: true,
    shop_name: 'Harbor Outfitters',
    ordered_at: '2026-02-20T10:00:00.000Z',
  },
};
const origin = 'https://vouch.test';

const product: ProductStructuredInput = {
  origin,
  product: {
    title: 'Canvas Backpack',
    description: 'A backpack',
    image_url: '/media/bag.png',
    external_id: '1001',
    internal_path: '/reviews/stores/harbor/products/canvas-backpack',
  },
  shop: { name: 'Harbor' },
  widget: {
    average_rating: 4.26,
    number_of_reviews: 12,
    raw_lowest_price: 49,
    raw_highest_price: 59,
    currency: 'USD',
  },
  reviews: [review],
};
const unreviewed = { average_rating: 0, number_of_reviews: 0 };

const shop: ShopStructuredInput = {
  origin,
  shop: {
    name: 'Harbor',
    domain: 'harbor.example.com',
    internal_path: '/reviews/stores/harbor',
    logo: null,
    description: '',
    shop_metrics: { average_rating: 4.5, reviews_count: 3 },
    contact_info: { confirmed_addresses: [] },
  },
  reviews: [review],
};

describe('productStructuredData (spec §5)', () => {
  it('is a schema.org Product with its AggregateRating, Reviews and price offer', () => {
    // The annotation is the schema.org check: schema-dts types reject unknown types and properties.
    const data: WithContext<Product> | null = productStructuredData(product);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      url: 'https://vouch.test/reviews/stores/harbor/products/canvas-backpack',
      image: 'https://vouch.test/media/bag.png',
      brand: { '@type': 'Brand', name: 'Harbor' },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        reviewCount: 12,
        bestRating: 5,
      },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Ada L.' },
          datePublished: '2026-03-04',
          description: 'Verified buyer: ordered at Harbor Outfitters on 20 Feb 2026',
          reviewRating: { ratingValue: 5 },
        },
      ],
      offers: { '@type': 'AggregateOffer', lowPrice: 49, highPrice: 59, priceCurrency: 'USD' },
    });
  });

  it('"is emitted only if the product has reviews or a lowest price above zero"', () => {
    expect(
      productStructuredData({
        ...product,
        widget: { ...product.widget, ...unreviewed, raw_lowest_price: 0 },
        reviews: [],
      }),
    ).toBeNull();
    const priceOnly = productStructuredData({
      ...product,
      widget: { ...product.widget, ...unreviewed },
      reviews: [],
    });
    expect(priceOnly).not.toHaveProperty('aggregateRating');
    expect(priceOnly).toHaveProperty('offers');
    const reviewsOnly = productStructuredData({
      ...product,
      widget: { ...product.widget, raw_lowest_price: 0 },
    });
    expect(reviewsOnly).toHaveProperty('aggregateRating');
    expect(reviewsOnly).not.toHaveProperty('offers');
  });
});

describe('shopStructuredData (spec §5)', () => {
  it('"shop data only if the shop has reviews"', () => {
    expect(
      shopStructuredData({
        ...shop,
        shop: { ...shop.shop, shop_metrics: { average_rating: 0, reviews_count: 0 } },
        reviews: [],
      }),
    ).toBeNull();
  });

  it('is an Organization, or a LocalBusiness with a confirmed address, with its AggregateRating', () => {
    const organization: WithContext<Organization | LocalBusiness> | null = shopStructuredData(shop);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      aggregateRating: { reviewCount: 3 },
      sameAs: 'https://harbor.example.com',
    });
    const address = {
      address_line_1: '1 High Street',
      city: 'Leeds',
      postcode: 'LS1',
      country: 'GB',
    };
    const local = shopStructuredData({
      ...shop,
      shop: { ...shop.shop, contact_info: { confirmed_addresses: [address] } },
    });
    expect(local).toMatchObject({
      '@type': 'LocalBusiness',
      address: { '@type': 'PostalAddress', streetAddress: '1 High Street', addressCountry: 'GB' },
    });
  });
});

describe('profileStructuredData', () => {
  it('is a schema.org ProfilePage about a Person, with absolute addresses and the counts the page shows', () => {
    const data = profileStructuredData({
      origin: 'https://vouch.test',
      path: '/reviews/profile/dana-r',
      reviewer: {
        name: 'Dana R.',
        slug: 'dana-r',
        member_since: '2025-01-02T00:00:00.000Z',
        avatar_image_url: { normal: '/media/a.webp' },
        followers_count: 7,
      },
      reviews_count: 12,
    });
    expect(data).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://vouch.test/reviews/profile/dana-r',
      mainEntity: {
        '@type': 'Person',
        name: 'Dana R.',
        image: 'https://vouch.test/media/a.webp',
        interactionStatistic: [{ userInteractionCount: 7 }, { userInteractionCount: 12 }],
      },
    });
  });
});
