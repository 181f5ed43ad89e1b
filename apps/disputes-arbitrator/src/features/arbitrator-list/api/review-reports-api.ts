import type {
  DeskDecisionResponse,
  RemovalAppealDecisionRequest,
  ReviewReportDecisionRequest,
  ReviewReportQueueResponse,
} from '@vouch/contracts';
import { api } from '@vouch/api-client';

const QUEUE = [{ type: 'ReviewReport' as const, id: 'LIST' }];

/** The desk's queue of review reports and appeals, and the arbitrator's decisions on them (each reloads the queue). */
export const reviewReportsDeskApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewReportQueue: build.query<ReviewReportQueueResponse, void>({
      query: () => ({ url: 'reviews/review_reports.json', cache: 'no-cache' }),
      providesTags: QUEUE,
    }),
    decideReviewReport: build.mutation<
      DeskDecisionResponse,
      { publicId: string } & ReviewReportDecisionRequest
    >({
      query: ({ publicId, decision }) => ({
        url: `reviews/review_reports/${encodeURIComponent(publicId)}/decision`,
        method: 'POST',
        body: { decision },
      }),
      invalidatesTags: QUEUE,
    }),
    decideRemovalAppeal: build.mutation<
      DeskDecisionResponse,
      { publicId: string } & RemovalAppealDecisionRequest
    >({
      query: ({ publicId, decision }) => ({
        url: `reviews/removal_appeals/${encodeURIComponent(publicId)}/decision`,
        method: 'POST',
        body: { decision },
      }),
      invalidatesTags: QUEUE,
    }),
  }),
});

export const {
  useGetReviewReportQueueQuery,
  useDecideReviewReportMutation,
  useDecideRemovalAppealMutation,
} = reviewReportsDeskApi;
