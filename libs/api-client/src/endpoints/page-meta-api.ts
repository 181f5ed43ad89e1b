import type { PageResponse } from '@vouch/contracts';
import { useLocation } from 'react-router';
import { api } from '../api';

/** Spec §7: "GET current route path with format=json -> meta_data for page title and description". */
export const pageMetaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPageMeta: build.query<PageResponse, string>({
      query: (pathAndSearch) => {
        const [pathname = '/', search = ''] = pathAndSearch.split('?', 2);
        const params = new URLSearchParams(search);
        params.set('format', 'json');
        return `${pathname.replace(/^\//, '')}?${params}`;
      },
      providesTags: ['PageMeta'],
    }),
  }),
});

export const { useGetPageMetaQuery } = pageMetaApi;

/** The JSON of the page the router is on: its metadata, and shop_data on shop and product pages. */
export function useCurrentPageMeta() {
  const location = useLocation();
  return useGetPageMetaQuery(`${location.pathname}${location.search}`);
}
