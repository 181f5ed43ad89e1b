import type {
  EditReviewResponse,
  NewReviewResponse,
  ReviewEditRequest,
  ReviewEditResponse,
  ReviewSubmitRequest,
  ReviewSubmitResponse,
} from '@vouch/contracts';
import { api } from '@vouch/api-client';
import { pagePath } from '@vouch/domain';

/** Spec §7 "GET write-review new" (the form's product) and the review's submit; the edit form's review and its save. */
export const writeReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewReview: build.query<NewReviewResponse, string>({
      query: (lineItemPublicId) => ({
        url: pagePath('writeReviewNew').slice(1),
        params: { format: 'json', line_item_public_id: lineItemPublicId },
      }),
      keepUnusedDataFor: 0,
    }),
    submitReview: build.mutation<ReviewSubmitResponse, ReviewSubmitRequest>({
      query: (body) => ({ url: 'reviews/reviewer/reviews', method: 'POST', body }),
      // The order list, the profile, the product's reviews and feeds all move with a new review.
      invalidatesTags: ['Order', 'Profile', { type: 'Review', id: 'LIST' }, 'Feed'],
    }),
    getEditReview: build.query<EditReviewResponse, string>({
      query: (reviewPublicId) => ({
        url: pagePath('writeReviewEdit').slice(1),
        params: { format: 'json', review_public_id: reviewPublicId },
      }),
      keepUnusedDataFor: 0,
    }),
    editReview: build.mutation<ReviewEditResponse, { publicId: string; edit: ReviewEditRequest }>({
      query: ({ publicId, edit }) => ({
        url: `reviews/reviewer/reviews/${encodeURIComponent(publicId)}`,
        method: 'PUT',
        body: edit,
      }),
      // An edit moves what a new review moves, but no order.
      invalidatesTags: ['Profile', { type: 'Review', id: 'LIST' }, 'Feed'],
    }),
  }),
});

export const {
  useGetNewReviewQuery,
  useSubmitReviewMutation,
  useGetEditReviewQuery,
  useEditReviewMutation,
} = writeReviewApi;
