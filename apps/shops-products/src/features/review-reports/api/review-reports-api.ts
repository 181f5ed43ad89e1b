import type { ReviewReportRequest, ReviewReportResponse } from '@vouch/contracts';
import { api } from '@vouch/api-client';

/** A signed-in visitor reports a review of the page's product or shop; the report waits on the arbitrators' desk. */
export const reviewReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportReview: build.mutation<ReviewReportResponse, ReviewReportRequest>({
      query: (body) => ({ url: 'reviews/review_reports', method: 'POST', body }),
    }),
  }),
});

export const { useReportReviewMutation } = reviewReportsApi;
