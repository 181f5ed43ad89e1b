import type { ProductData, ProductReviewResponse, ShopData } from '@vouch/contracts';
import type { ReviewSort } from '@vouch/domain';
import { api } from '../api';

export interface ProductReviewsArgs {
  shop_domain: string;
  platform: string;
  api_token: string;
  external_id: string;
  page: number;
  sort_by: ReviewSort;
  filter_rating?: number;
}

/**
 * The widget call for a product's reviews: its shop names itself by domain, platform and public
 * token. Equal views give equal arguments, so they share one cached answer.
 */
export function productReviewsArgs(
  product: Pick<ProductData, 'external_id'>,
  shop: Pick<ShopData, 'domain' | 'platform' | 'public_token'>,
  view: { page: number; sort_by: ReviewSort; filter_rating?: number | null },
): ProductReviewsArgs {
  return {
    shop_domain: shop.domain,
    platform: shop.platform,
    api_token: shop.public_token,
    external_id: product.external_id,
    page: view.page,
    sort_by: view.sort_by,
    ...(view.filter_rating ? { filter_rating: view.filter_rating } : {}),
  };
}

/** Spec §7 `GET /api/v1/widgets/product_review`: a product's reviews and widget data, a page at a time. */
export const reviewsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviewResponse, ProductReviewsArgs>({
      query: (args) => ({ url: 'api/v1/widgets/product_review', params: args }),
      providesTags: [{ type: 'Review', id: 'PRODUCT' }],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetProductReviewsQuery } = reviewsApi;
