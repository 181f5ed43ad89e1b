import type { ShopInboxResponse, ShopReviewReportsResponse } from '@vouch/contracts';
import { api } from '@vouch/api-client';

/** The inbox of the shops the viewer answers for; asked again whenever a reply or an answer is posted. */
export const shopInboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopInbox: build.query<ShopInboxResponse, void>({
      query: () => ({ url: 'reviews/shop/inbox', params: { format: 'json' } }),
      providesTags: ['ShopInbox'],
    }),
    /** Reports readers filed about one shop's reviews, by the shop's slug. */
    getShopReviewReports: build.query<ShopReviewReportsResponse, string>({
      query: (shopSlug) => `reviews/shop/${encodeURIComponent(shopSlug)}/review_reports`,
    }),
  }),
});

export const { useGetShopInboxQuery, useGetShopReviewReportsQuery } = shopInboxApi;
