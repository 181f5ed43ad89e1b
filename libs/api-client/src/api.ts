import { combineSlices, createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { readCsrfToken } from './csrf-token';
import { localeSlice, type LocaleState } from './locale/locale-slice';
import { searchBoxSlice } from './search-box/search-box-slice';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Spec §7: "every request carries a redesign marker header". */
export const REDESIGN_HEADER = 'X-Vouch-Redesign';

/** Where the site's API answers; requests RTK Query cannot make (upload progress) start here too. */
export const API_BASE_URL = '/';

const prepareHeaders = (headers: Headers, { arg }: { arg: string | FetchArgs }) => {
  headers.set(REDESIGN_HEADER, '1');
  const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET').toUpperCase();
  if (UNSAFE_METHODS.has(method)) headers.set('X-CSRF-Token', readCsrfToken());
  return headers;
};

const browserQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'same-origin',
  prepareHeaders,
});

/**
 * What the server renderer gives the store (its thunk's extra argument): a fetch that answers
 * from the API in the same process, as the visitor (their cookies), at an address of its own.
 */
export interface ServerQueryContext {
  serverFetch: typeof fetch;
  serverOrigin: string;
}

function serverContextOf(extra: unknown): ServerQueryContext | null {
  return typeof extra === 'object' && extra !== null && 'serverFetch' in extra
    ? (extra as ServerQueryContext)
    : null;
}

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = (args, queryApi, extraOptions) => {
  const server = serverContextOf(queryApi.extra);
  if (!server) return browserQuery(args, queryApi, extraOptions);
  return fetchBaseQuery({
    baseUrl: `${server.serverOrigin}/`,
    fetchFn: server.serverFetch,
    prepareHeaders,
  })(args, queryApi, extraOptions);
};

/**
 * What the server renderer hands the browser: its store's api slice, the locale it rendered
 * prices in, and what it read from the request and rendered with (the shell's hints).
 */
export interface ServerState {
  api: unknown;
  locale: LocaleState;
  hints: { phone: boolean; cookieConsentAnswered: boolean };
  /** The dates and prices the server wrote into the page (see FormattedTexts). */
  formattedTexts: Record<string, string>;
}

/** The api state the server rendered the page with, handed to the browser's store before it hydrates. */
export const serverStateHydrated = createAction<ServerState>('vouch/serverStateHydrated');

// On the server nothing runs effects: a query starts when its component renders, so the renderer
// can wait for the page's queries and render again with their data.
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The one RTK Query api slice of the whole site. Endpoints several remotes use are injected here
 * (src/endpoints); an endpoint one remote uses is injected from that remote's feature `api/`
 * folder when its code loads. Injecting again (a remote reloaded by "Try again") keeps the first
 * definition; tools/workspace-checks keeps endpoint names unique across all files instead.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Me',
    'PageMeta',
    'Category',
    'Search',
    'Shop',
    'Product',
    'Review',
    'Follow',
    'Feed',
    'Profile',
    'Dispute',
    'Order',
    'Question',
    'ShopInbox',
    'ReviewReport',
  ],
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    // The payload is this very slice's state as the server's store held it.
    return serverStateHydrated.match(action) && reducerPath === 'api'
      ? (action.payload.api as never)
      : undefined;
  },
});

/** The root reducer; remotes add their own slices lazily with `rootReducer.inject(slice)`. */
export const rootReducer = combineSlices(api, localeSlice, searchBoxSlice);
export type RootState = ReturnType<typeof rootReducer>;
