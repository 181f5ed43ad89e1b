import type { OpenReviewRequestResponse, ReviewRequestOptOutResponse } from '@vouch/contracts';
import { api } from '@vouch/api-client';
import { pagePath, type ReviewRequestOptOutScope } from '@vouch/domain';

/** Where the page's forms post without script, and its script posts JSON (the same routes). */
export const OPEN_REVIEW_REQUEST_PATH = `${pagePath('reviewRequest')}/open`;
export const STOP_REVIEW_REQUESTS_PATH = `${pagePath('reviewRequest')}/unsubscribe`;

/**
 * Issue #55 item 4: a review request's links. Both routes are authorised by the token the link
 * carries, not by the session; opening one signs the buyer in, so the page then loads whole.
 */
export const reviewRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    openReviewRequest: build.mutation<OpenReviewRequestResponse, { token: string }>({
      query: (body) => ({ url: OPEN_REVIEW_REQUEST_PATH.slice(1), method: 'POST', body }),
    }),
    stopReviewRequests: build.mutation<
      ReviewRequestOptOutResponse,
      { unsubscribe: string; scope: ReviewRequestOptOutScope }
    >({
      query: (body) => ({ url: STOP_REVIEW_REQUESTS_PATH.slice(1), method: 'POST', body }),
    }),
  }),
});

export const { useOpenReviewRequestMutation, useStopReviewRequestsMutation } = reviewRequestApi;
