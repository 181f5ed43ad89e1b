import type {
  AllReviewsPageResponse,
  ProductData,
  ProductReviewResponse,
  ShopData,
} from '@vouch/contracts';
import { reviewListParams, type ReviewListView } from '@vouch/domain';
import { api } from '../api';

export type ReviewListArgs = Record<string, string | number | boolean>;

type ShopIdentity = Pick<ShopData, 'domain' | 'platform' | 'public_token'>;

/** A widget call names its shop by domain, platform and public token (spec §7). */
const shopParams = (shop: ShopIdentity) => ({
  shop_domain: shop.domain,
  platform: shop.platform,
  api_token: shop.public_token,
});

/** The product widget's arguments for a view; equal views give equal arguments, so they share one cached answer. */
export function productReviewsArgs(
  product: Pick<ProductData, 'external_id'>,
  shop: ShopIdentity,
  view: ReviewListView,
): ReviewListArgs {
  return { ...shopParams(shop), external_id: product.external_id, ...reviewListParams(view) };
}

/** The all-reviews-page widget's arguments for a view of a shop's reviews. */
export function shopReviewsArgs(shop: ShopIdentity, view: ReviewListView): ReviewListArgs {
  return { ...shopParams(shop), ...reviewListParams(view) };
}

/**
 * Spec §7 review widgets: `GET /api/v1/widgets/product_review` (a product's reviews and widget
 * data) and `GET /api/v1/widgets/all_reviews_page` (a shop's reviews of one review type).
 */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviewResponse, ReviewListArgs>({
      query: (args) => ({ url: 'api/v1/widgets/product_review', params: args }),
      providesTags: [{ type: 'Review', id: 'LIST' }],
      keepUnusedDataFor: 60,
    }),
    getShopReviews: build.query<AllReviewsPageResponse, ReviewListArgs>({
      query: (args) => ({ url: 'api/v1/widgets/all_reviews_page', params: args }),
      providesTags: [{ type: 'Review', id: 'LIST' }],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetProductReviewsQuery, useGetShopReviewsQuery } = reviewsApi;
