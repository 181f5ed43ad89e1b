import type { Review, ShopReplyRequest, ShopReplyResponse } from '@vouch/contracts';
import { api, reviewsApi, type RootState } from '@vouch/api-client';

const replyUrl = (publicId: string) => `reviews/shop/reviews/${encodeURIComponent(publicId)}/reply`;

/**
 * A shop member posts, edits or takes back the shop's reply under one of its reviews. The answer
 * is written into every cached review list that shows the review: the lists are cacheable for a
 * minute (spec §9), so fetching them again could bring back the page as it was.
 */
export const shopRepliesApi = api.injectEndpoints({
  endpoints: (build) => ({
    replyToReview: build.mutation<ShopReplyResponse, { publicId: string } & ShopReplyRequest>({
      query: ({ publicId, body }) => ({ url: replyUrl(publicId), method: 'PUT', body: { body } }),
      invalidatesTags: ['Feed', 'ShopInbox'],
      onQueryStarted: (_arg, lifecycle) => showReplyInCachedLists(lifecycle),
    }),
    withdrawReply: build.mutation<ShopReplyResponse, { publicId: string }>({
      query: ({ publicId }) => ({ url: replyUrl(publicId), method: 'DELETE' }),
      invalidatesTags: ['Feed', 'ShopInbox'],
      onQueryStarted: (_arg, lifecycle) => showReplyInCachedLists(lifecycle),
    }),
  }),
});

async function showReplyInCachedLists({
  dispatch,
  getState,
  queryFulfilled,
}: {
  dispatch: (action: unknown) => unknown;
  getState(): unknown;
  queryFulfilled: Promise<{ data: ShopReplyResponse }>;
}) {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (!data) return;
  const update = (reviews: Review[]) => {
    for (const review of reviews)
      if (review.public_id === data.review.public_id) review.reply = data.review.reply;
  };
  const state = getState() as RootState;
  for (const args of reviewsApi.util.selectCachedArgsForQuery(state, 'getShopReviews')) {
    dispatch(
      reviewsApi.util.updateQueryData('getShopReviews', args, (draft) => update(draft.reviews)),
    );
  }
  for (const args of reviewsApi.util.selectCachedArgsForQuery(state, 'getProductReviews')) {
    dispatch(
      reviewsApi.util.updateQueryData('getProductReviews', args, (draft) => update(draft.reviews)),
    );
  }
}

export const { useReplyToReviewMutation, useWithdrawReplyMutation } = shopRepliesApi;
