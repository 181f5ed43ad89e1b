import { z } from 'zod';
import { pagingShape } from './paging';
import { QUESTIONS_PER_LOAD } from '@vouch/domain';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Spec §7 `GET /api/questions/questions_for_widget`; without product_id, the whole shop's questions. */
export const questionsQuerySchema = z.object({
  json_request: flag.optional(),
  shop_domain: z.string().min(1, 'shop_domain is required'),
  api_token: z.string().min(1, 'api_token is required'),
  platform: z.string().min(1, 'platform is required'),
  /** The product's external id in its shop, as the review widget names it. */
  product_id: z.string().min(1).optional(),
  sort_by: z
    .enum(['created_at', 'answers_count'], { error: 'sort_by is created_at or answers_count' })
    .default('created_at'),
  sort_dir: z.enum(['asc', 'desc'], { error: 'sort_dir is asc or desc' }).default('desc'),
  per_page: z.coerce
    .number({ error: 'per_page must be a number' })
    .int()
    .min(1)
    .max(50, 'per_page is at most 50')
    .default(QUESTIONS_PER_LOAD),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
});
export type QuestionsQuery = z.infer<typeof questionsQuerySchema>;

export const questionSchema = z.object({
  id: z.string(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  answers: z.array(
    z.object({
      author_name: z.string(),
      by_shop: z.boolean(),
      body: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type Question = z.infer<typeof questionSchema>;

/** Spec §3 "Questions: paged, with total_pages". */
export const questionsResponseSchema = z.object({
  questions: z.array(questionSchema),
  ...pagingShape,
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/** `POST /reviews/questions`: a signed-in shopper asks about a shop, or one of its products. */
export const askQuestionRequestSchema = z.object({
  shop_enc_id: z.string().min(1, 'shop_enc_id is required').max(64),
  product_enc_id: z.string().min(1).max(64).optional(),
  // The words' own rule (questionError) speaks to the asker; this only bounds what is read.
  body: z.string().max(10_000),
});
export type AskQuestionRequest = z.infer<typeof askQuestionRequestSchema>;

/** `POST /reviews/shop/questions/{id}/answers`: a member of the shop answers for it. */
export const answerQuestionRequestSchema = z.object({ body: z.string().max(10_000) });
export const questionIdParamsSchema = z.object({
  questionId: z.string().regex(/^\d{1,18}$/, 'That is not a question id.'),
});

/** The question as it now stands, answers included. */
export const questionResponseSchema = z.object({ question: questionSchema });
export type QuestionResponse = z.infer<typeof questionResponseSchema>;
