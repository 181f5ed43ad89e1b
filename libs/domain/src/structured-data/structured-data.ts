import { DEFAULT_DATE_LOCALE } from '../dates/date-locale';
import { howVerified, type VerificationFacts } from '../reviews/review-draft';
import type {
  AggregateRating,
  LocalBusiness,
  Organization,
  Product,
  ProfilePage,
  Review,
  WithContext,
} from 'schema-dts';

/**
 * The fields structured data is made of, shaped as the API answers them (spec §3 product, shop,
 * widget and review data), so the server's HTML and the client's page call this with what they hold.
 */
export interface StructuredReview {
  reviewer: { name: string };
  created_at: string;
  rating: number;
  title: string;
  body: string;
  source: string;
  verification: Omit<VerificationFacts, 'source'>;
}

export interface ProductStructuredInput {
  /** The site's origin, for absolute URLs. */
  origin: string;
  product: {
    title: string;
    description: string;
    image_url: string | null;
    external_id: string;
    internal_path: string;
  };
  shop: { name: string };
  widget: {
    average_rating: number;
    number_of_reviews: number;
    raw_lowest_price: number;
    raw_highest_price: number;
    currency: string;
  };
  /** A few reviews (the first page), not the whole list. */
  reviews: readonly StructuredReview[];
}

export interface ShopStructuredInput {
  origin: string;
  shop: {
    name: string;
    domain: string;
    internal_path: string;
    logo: string | null;
    description: string;
    shop_metrics: { average_rating: number; reviews_count: number };
    contact_info: {
      confirmed_addresses: readonly {
        address_line_1: string;
        city: string;
        postcode: string;
        country: string;
      }[];
    };
  };
  reviews: readonly StructuredReview[];
}

interface RatingSummary {
  average: number;
  count: number;
}

const absolute = (origin: string, url: string) => (/^https?:/.test(url) ? url : `${origin}${url}`);

const aggregateRating = ({ average, count }: RatingSummary): AggregateRating => ({
  '@type': 'AggregateRating',
  ratingValue: Math.round(average * 10) / 10,
  reviewCount: count,
  bestRating: 5,
  worstRating: 1,
});

const reviewsOf = (reviews: readonly StructuredReview[]): Review[] =>
  reviews.map((review) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: review.reviewer.name },
    datePublished: review.created_at.slice(0, 10),
    name: review.title || undefined,
    reviewBody: review.body,
    // How the review was verified, the line every page shows with it.
    // Crawlers read one language: the site's own.
    description: howVerified(
      { ...review.verification, source: review.source },
      DEFAULT_DATE_LOCALE,
    ),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  }));

/**
 * Spec §5: "Structured product data is emitted only if the product has reviews or a lowest price
 * above zero". A schema.org Product with its rating, reviews and price offer; null otherwise.
 */
export function productStructuredData({
  origin,
  product,
  shop,
  widget,
  reviews,
}: ProductStructuredInput): WithContext<Product> | null {
  const reviewed = widget.number_of_reviews > 0;
  const priced = widget.raw_lowest_price > 0;
  if (!reviewed && !priced) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description || undefined,
    url: absolute(origin, product.internal_path),
    image: product.image_url ? absolute(origin, product.image_url) : undefined,
    sku: product.external_id,
    brand: { '@type': 'Brand', name: shop.name },
    ...(reviewed
      ? {
          aggregateRating: aggregateRating({
            average: widget.average_rating,
            count: widget.number_of_reviews,
          }),
          review: reviewsOf(reviews),
        }
      : {}),
    ...(priced
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: widget.raw_lowest_price,
            highPrice: Math.max(widget.raw_lowest_price, widget.raw_highest_price),
            priceCurrency: widget.currency,
          },
        }
      : {}),
  };
}

/**
 * Spec §5: shop structured data "only if the shop has reviews". An Organization, or a
 * LocalBusiness when its street address is confirmed, with its rating and recent reviews.
 */
export function shopStructuredData({
  origin,
  shop,
  reviews,
}: ShopStructuredInput): WithContext<Organization | LocalBusiness> | null {
  const { shop_metrics: metrics } = shop;
  if (metrics.reviews_count === 0) return null;
  const common = {
    name: shop.name,
    url: absolute(origin, shop.internal_path),
    sameAs: `https://${shop.domain}`,
    logo: shop.logo ? absolute(origin, shop.logo) : undefined,
    description: shop.description || undefined,
    aggregateRating: aggregateRating({
      average: metrics.average_rating,
      count: metrics.reviews_count,
    }),
    review: reviewsOf(reviews),
  };
  const [address] = shop.contact_info.confirmed_addresses;
  if (!address) return { '@context': 'https://schema.org', '@type': 'Organization', ...common };
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    ...common,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.address_line_1,
      addressLocality: address.city,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
  };
}

export interface ProfileStructuredInput {
  origin: string;
  /** The profile page's own path. */
  path: string;
  reviewer: {
    name: string;
    slug: string;
    member_since: string;
    avatar_image_url: { normal: string } | null;
    followers_count: number;
  };
  reviews_count: number;
}

/** A public reviewer profile: a schema.org ProfilePage about a Person, with what they wrote and who follows them. */
export function profileStructuredData({
  origin,
  path,
  reviewer,
  reviews_count,
}: ProfileStructuredInput): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(origin, path),
    dateCreated: reviewer.member_since,
    mainEntity: {
      '@type': 'Person',
      name: reviewer.name,
      identifier: reviewer.slug,
      image: reviewer.avatar_image_url
        ? absolute(origin, reviewer.avatar_image_url.normal)
        : undefined,
      interactionStatistic: [
        {
          '@type': 'InteractionCounter',
          interactionType: { '@type': 'FollowAction' },
          userInteractionCount: reviewer.followers_count,
        },
        {
          '@type': 'InteractionCounter',
          interactionType: { '@type': 'WriteAction' },
          userInteractionCount: reviews_count,
        },
      ],
    },
  };
}

/** The id of the page's one JSON-LD script, rendered by the server and kept current by the client. */
export const STRUCTURED_DATA_ELEMENT_ID = 'structured-data';
