import type { NewReviewResponse, ReviewSubmitRequest, ReviewSubmitResponse } from '@vouch/contracts';
import { api } from '@vouch/api-client';
import { pagePath } from '@vouch/domain';

/** Spec §7 "GET write-review new" (the form's product) and the review's submit. */
export const writeReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewReview: build.query<NewReviewResponse, string>({
      query: (lineItemPublicId) => ({ url: pagePath('writeReviewNew').slice(1), params: { format: 'json', line_item_public_id: lineItemPublicId } }),
      keepUnusedDataFor: 0,
    }),
    submitReview: build.mutation<ReviewSubmitResponse, ReviewSubmitRequest>({
      query: (body) => ({ url: 'reviews/reviewer/reviews', method: 'POST', body }),
      // The order list, the profile, the product's reviews and feeds all move with a new review.
      invalidatesTags: ['Order', 'Profile', { type: 'Review', id: 'LIST' }, 'Feed'],
    }),
  }),
});

export const { useGetNewReviewQuery, useSubmitReviewMutation } = writeReviewApi;
