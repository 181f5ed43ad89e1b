import type {
  LoginRequest,
  MailedSignInRequest,
  MailedSignInResponse,
  MeResponse,
  PasswordResetConfirmRequest,
  ReviewerLocaleResponse,
  SessionResponse,
  SignInLinkConfirmRequest,
  SignUpConfirmRequest,
  SignUpConfirmResponse,
  SignUpRequest,
  SignUpResponse,
  UpdateReviewerLocaleRequest,
} from '@vouch/contracts';
import { exchangeRatesAreFresh } from '@vouch/domain';
import { api } from '../api';
import { replaceCsrfToken } from '../csrf-token';
import { localeStorage } from '../locale/locale-storage';
import { meFromFailure } from '../locale/me-from-failure';

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
  endpoints: (build) => ({
    getMe: build.query<MeResponse, { exchangeRates?: boolean } | void>({
      async queryFn(arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: 'reviews/me.json',
          params: arg?.exchangeRates ? { exchange_rates: 'true' } : undefined,
        });
        if (!result.error) return { data: result.data as MeResponse };
        const guest = meFromFailure(result.error.data);
        return guest ? { data: guest } : { error: result.error };
      },
      providesTags: ['Me'],
    }),
    signIn: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) =>
        adoptNewSession(queryFulfilled, dispatch).catch(() => undefined),
    }),
    // Signs no one in: the account is made when the link sent to the address is opened.
    signUp: build.mutation<SignUpResponse, SignUpRequest>({
      query: (body) => ({ url: 'signup', method: 'POST', body }),
    }),
    confirmSignUp: build.mutation<SignUpConfirmResponse, SignUpConfirmRequest>({
      query: (body) => ({ url: 'signup/confirm', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) =>
        adoptNewSession(queryFulfilled, dispatch).catch(() => undefined),
    }),
    // Sign no one in: each mails a link to the address, answering the same for every address (issue #28).
    requestPasswordReset: build.mutation<MailedSignInResponse, MailedSignInRequest>({
      query: (body) => ({ url: 'login/reset', method: 'POST', body }),
    }),
    requestSignInLink: build.mutation<MailedSignInResponse, MailedSignInRequest>({
      query: (body) => ({ url: 'login/link', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SessionResponse, PasswordResetConfirmRequest>({
      query: (body) => ({ url: 'login/reset/confirm', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) =>
        adoptNewSession(queryFulfilled, dispatch).catch(() => undefined),
    }),
    signInWithLink: build.mutation<SessionResponse, SignInLinkConfirmRequest>({
      query: (body) => ({ url: 'login/link/confirm', method: 'POST', body }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) =>
        adoptNewSession(queryFulfilled, dispatch).catch(() => undefined),
    }),
    updateReviewerLocale: build.mutation<ReviewerLocaleResponse, UpdateReviewerLocaleRequest>({
      query: (body) => ({ url: 'reviews/profile/reviewers/0', method: 'PUT', body }),
    }),
    signOut: build.mutation<{ csrf_token: string }, void>({
      query: () => ({ url: 'logout', method: 'POST' }),
      onQueryStarted: (_arg, { queryFulfilled, dispatch }) =>
        adoptNewSession(queryFulfilled, dispatch).catch(() => undefined),
    }),
  }),
});

export const {
  useGetMeQuery,
  useSignInMutation,
  useSignUpMutation,
  useConfirmSignUpMutation,
  useRequestPasswordResetMutation,
  useRequestSignInLinkMutation,
  useResetPasswordMutation,
  useSignInWithLinkMutation,
  useSignOutMutation,
  useUpdateReviewerLocaleMutation,
} = sessionApi;

let meRequestOfThisPage: { exchangeRates: boolean } | null = null;

/**
 * This page's `me.json` request, the same for every caller so it is fetched once: it asks for
 * exchange rates only when the browser's cache of them is older than six hours (spec §9).
 */
function meRequest(): { exchangeRates: boolean } {
  meRequestOfThisPage ??= {
    exchangeRates: !exchangeRatesAreFresh(localeStorage.rates()?.createdAt, Date.now()),
  };
  return meRequestOfThisPage;
}

/**
 * A server-rendered page came with me.json and fresh rates (the server cannot see the browser's
 * cache of them, so it always asks for them): the browser asks as the server did, and finds it answered.
 */
export function askMeAsTheServerDid(): void {
  meRequestOfThisPage = { exchangeRates: true };
}

/** The current reviewer (null for guests), country, currency and, when asked for, rates. */
export function useMe() {
  return useGetMeQuery(meRequest());
}
