import { combineSlices } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readCsrfToken } from './csrf-token';
import { localeSlice } from './locale/locale-slice';
import { searchBoxSlice } from './search-box/search-box-slice';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Spec §7: "every request carries a redesign marker header". */
export const REDESIGN_HEADER = 'X-Vouch-Redesign';

/** Where the site's API answers; requests RTK Query cannot make (upload progress) start here too. */
export const API_BASE_URL = '/';

const baseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'same-origin',
  prepareHeaders(headers, { arg }) {
    headers.set(REDESIGN_HEADER, '1');
    const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET').toUpperCase();
    if (UNSAFE_METHODS.has(method)) headers.set('X-CSRF-Token', readCsrfToken());
    return headers;
  },
});

/**
 * The one RTK Query api slice of the whole site. Endpoints several remotes use are injected here
 * (src/endpoints); an endpoint one remote uses is injected from that remote's feature `api/`
 * folder when its code loads. Injecting again (a remote reloaded by "Try again") keeps the first
 * definition; tools/workspace-checks keeps endpoint names unique across all files instead.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'PageMeta', 'Category', 'Search', 'Shop', 'Product', 'Review', 'Follow', 'Feed', 'Profile', 'Dispute', 'Order', 'Question'],
  endpoints: () => ({}),
});

/** The root reducer; remotes add their own slices lazily with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(api, localeSlice, searchBoxSlice);
export type RootState = ReturnType<typeof rootReducer>;
