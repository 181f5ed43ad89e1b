import type {
  AskQuestionRequest,
  QuestionResponse,
  QuestionsResponse,
  ShopData,
} from '@vouch/contracts';
import { QUESTIONS_PER_LOAD } from '@vouch/domain';
import { api, pagedInfiniteQueryOptions } from '@vouch/api-client';

export interface QuestionsArgs {
  shop_domain: string;
  platform: string;
  api_token: string;
  /** A product's external id; absent for the shop's own page. */
  product_id?: string;
}

export function questionsArgs(
  shop: Pick<ShopData, 'domain' | 'platform' | 'public_token'>,
  productExternalId?: string,
): QuestionsArgs {
  return {
    shop_domain: shop.domain,
    platform: shop.platform,
    api_token: shop.public_token,
    ...(productExternalId ? { product_id: productExternalId } : {}),
  };
}

/** Spec §7 `GET /api/questions/questions_for_widget`: 3 questions per load (spec §9), appended. */
export const questionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestions: build.infiniteQuery<QuestionsResponse, QuestionsArgs, number>({
      infiniteQueryOptions: pagedInfiniteQueryOptions,
      query: ({ queryArg, pageParam }) => ({
        url: 'api/questions/questions_for_widget',
        params: { ...queryArg, json_request: true, per_page: QUESTIONS_PER_LOAD, page: pageParam },
      }),
      keepUnusedDataFor: 60,
      providesTags: ['Question'],
    }),
    // Asked or answered, a question shows at once: the lists are asked again (signed in, fresh from the server).
    askQuestion: build.mutation<QuestionResponse, AskQuestionRequest>({
      query: (body) => ({ url: 'reviews/questions', method: 'POST', body }),
      invalidatesTags: ['Question'],
    }),
    answerQuestion: build.mutation<QuestionResponse, { questionId: string; body: string }>({
      query: ({ questionId, body }) => ({
        url: `reviews/shop/questions/${encodeURIComponent(questionId)}/answers`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: ['Question', 'ShopInbox'],
    }),
  }),
});

export const { useGetQuestionsInfiniteQuery, useAskQuestionMutation, useAnswerQuestionMutation } =
  questionsApi;
