import type { LoginRequest, MeResponse, SessionResponse, SignUpRequest } from '@vouch/contracts';
import { api } from '../api';
import { replaceCsrfToken } from '../csrf-token';

/** A new session has a new CSRF token, and every cached answer may differ for the new viewer. */
async function adoptNewSession(
  queryFulfilled: Promise<{ data: { csrf_token: string } }>,
  dispatch: (action: ReturnType<typeof api.util.resetApiState>) => unknown,
): Promise<void> {
  const { data } = await queryFulfilled;
  replaceCsrfToken(data.csrf_token);
  dispatch(api.util.resetApiState());
}

/** Sign-in, sign-up, sign-out and `GET /reviews/me.json`. */
export const sessionApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getMe: build.query<MeResponse, { exchangeRates?: boolean } | void>({
      query: (arg) => ({ url: 'reviews/me.json', params: arg?.exchangeRates ? { exchange_rates: 'true' } : undefined }),
      providesTags: ['Me'],
    }),
    signIn: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => adoptNewSession(queryFulfilled, dispatch).catch(() => undefined),
    }),
    signUp: build.mutation<SessionResponse, SignUpRequest>({
      query: (body) => ({ url: 'signup', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => adoptNewSession(queryFulfilled, dispatch).catch(() => undefined),
    }),
    signOut: build.mutation<{ csrf_token: string }, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) => adoptNewSession(queryFulfilled, dispatch).catch(() => undefined),
    }),
  }),
});

export const { useGetMeQuery, useSignInMutation, useSignUpMutation, useSignOutMutation } = sessionApi;
