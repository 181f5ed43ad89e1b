import type { AcceptTermsRequest, ClickRequest, CurrentReviewer } from '@vouch/contracts';
import { api } from '../api';

/** The reviewer's own account steps: accepting the terms (spec §7 accept_tos) and click tracking. */
export const reviewerApi = api.injectEndpoints({
  endpoints: (build) => ({
    acceptTerms: build.mutation<{ reviewer: CurrentReviewer }, AcceptTermsRequest>({
      query: (body) => ({ url: 'reviews/reviewer/accept_tos', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    trackClick: build.mutation<void, ClickRequest>({
      query: (body) => ({ url: 'reviews/click', method: 'POST', body }),
    }),
  }),
});

export const { useAcceptTermsMutation, useTrackClickMutation } = reviewerApi;
