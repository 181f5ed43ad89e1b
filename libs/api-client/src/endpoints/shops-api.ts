import type { ShopPageResponse } from '@vouch/contracts';
import { api } from '../api';

/** Spec §7 `GET /reviews/stores/{shop_slug}?format=json`. */
export const shopsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getShopPage: build.query<ShopPageResponse, string>({
      query: (slug) => `reviews/stores/${encodeURIComponent(slug)}?format=json`,
      providesTags: (_result, _error, slug) => [{ type: 'Shop', id: slug }],
      // Spec §9: shop responses cached 120 s.
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useGetShopPageQuery } = shopsApi;
