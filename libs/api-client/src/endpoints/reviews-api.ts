import type { ProductReviewResponse } from '@vouch/contracts';
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

/** Spec §7 `GET /api/v1/widgets/product_review`: a product's reviews and widget data, a page at a time. */
export const reviewsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProductReviews: build.query<ProductReviewResponse, ProductReviewsArgs>({
      query: ({ filter_rating, ...params }) => ({ url: 'api/v1/widgets/product_review', params: filter_rating ? { ...params, filter_rating } : params }),
      providesTags: [{ type: 'Review', id: 'PRODUCT' }],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetProductReviewsQuery } = reviewsApi;
