import type { PageResponse } from '@vouch/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { pageJsonPathFor, REVIEW_LIST_VIEW_PARAMS } from '@vouch/domain';
import { useLocation } from 'react-router';
import { api } from '../api';
import { useMe } from './session-api';

/** The page's JSON address: the route path with `format=json` (spec §7). */
function pageJsonUrl(pathAndSearch: string): string {
  const [pathname = '/', search = ''] = pathAndSearch.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('format', 'json');
  return `${pathname.replace(/^\//, '')}?${params}`;
}

/** Spec §7: "GET current route path with format=json -> meta_data for page title and description". */
export const pageMetaApi = api.injectEndpoints({
  endpoints: (build) => ({
    // null: no such page. A 404 is an answer, not a failure: RTK Query asks again for every
    // component that subscribes to a failed query, and the page mounts after the header has
    // asked, so a missing shop was fetched twice.
    getPageMeta: build.query<PageResponse | null, string>({
      async queryFn(pathAndSearch, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(pageJsonUrl(pathAndSearch));
        if (result.error?.status === 404) return { data: null };
        return result.error ? { error: result.error } : { data: result.data as PageResponse };
      },
      providesTags: ['PageMeta'],
    }),
  }),
});

export const { useGetPageMetaQuery } = pageMetaApi;

/** The page JSON query's argument for a location. A review list's page and filters are the list's own: changing them does not ask for the page again. */
export function pageMetaArg(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  for (const name of REVIEW_LIST_VIEW_PARAMS) params.delete(name);
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/**
 * The JSON of the page the router is on: its metadata, and shop_data on shop and product pages; null
 * when there is no such page. A page only some viewers may read waits for me.json and is not asked
 * for at all when this viewer would be refused (pageJsonPathFor).
 */
export function useCurrentPageMeta() {
  const location = useLocation();
  const { data: me, isError } = useMe();
  const viewerKnown = me !== undefined || isError;
  const anyone = pageJsonPathFor(location.pathname, null);
  const pathname =
    anyone ?? (viewerKnown ? pageJsonPathFor(location.pathname, me?.reviewer ?? null) : null);
  return useGetPageMetaQuery(
    pathname ? pageMetaArg({ pathname, search: location.search }) : skipToken,
  );
}
