import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  answerQuestionRequestSchema,
  askQuestionRequestSchema,
  questionIdParamsSchema,
  questionResponseSchema,
  questionsQuerySchema,
  type QuestionsResponse,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { answerError, QUESTIONS_PER_HOUR, questionError } from '@vouch/domain';
import {
  badRequest,
  forbidden,
  HOUR_SECONDS,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../http/http-error';
import { pagingOf } from '../../http/paging-of';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendCacheable } from '../../http/send-cacheable';
import { widgetShop } from '../reviews';
import type { ProductWidgetCache } from '../reviews';
import type { NotificationEvents } from '../notifications';
import { questionsRepository } from './questions-repository';

/**
 * Spec §7 `GET /api/questions/questions_for_widget`: a shop's (or one product's) questions with
 * their answers, a page at a time. A shop that has not enabled questions (spec §1) has none to show.
 * Asking (`POST /reviews/questions`, signed in, rate-limited) and answering (`POST
 * /reviews/shop/questions/{id}/answers`, the shop's members) are issue #18's: a question shows at
 * once, marked unanswered until the shop answers.
 */
export async function questionsModule(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    productWidgets: ProductWidgetCache;
    notifications: NotificationEvents;
  },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const questions = questionsRepository(options.db);
  routes.get(
    '/api/questions/questions_for_widget',
    { schema: { querystring: questionsQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const shop = await widgetShop(options.db, query);
      if (!shop)
        throw notFound('We could not find that store. Check shop_domain, platform and api_token.');
      let productId: string | null = null;
      if (query.product_id) {
        productId = await questions.productIdInShop(shop.id, query.product_id);
        if (!productId) throw notFound('We could not find that product in this store.');
      }
      const found = shop.enable_question_answer
        ? await questions.page(productId ? { productId } : { shopId: shop.id }, query)
        : { questions: [], total: 0 };
      const body: QuestionsResponse = {
        questions: found.questions,
        ...pagingOf(query.page, query.per_page, found.total),
      };
      return sendCacheable(request, reply, body, 60);
    },
  );

  const signedInUser = (request: FastifyRequest, message: string) => {
    const { user } = request.viewer;
    if (!user) throw unauthorized(message);
    return user;
  };

  routes.post(
    '/reviews/questions',
    { schema: { body: askQuestionRequestSchema, response: { 200: questionResponseSchema } } },
    async (request) => {
      const user = signedInUser(request, 'Sign in to ask a question.');
      const problem = questionError(request.body.body);
      if (problem) throw badRequest(`${problem}.`, { body: problem });
      const { shop_enc_id: shopEncId, product_enc_id: productEncId, body } = request.body;
      const { result, productId } = await questions.ask(user.id, { shopEncId, productEncId, body });
      if ('refused' in result) {
        if (result.refused === 'too_many') {
          throw tooManyRequests(
            `You can ask ${QUESTIONS_PER_HOUR} questions an hour. Please wait a little and ask again.`,
            HOUR_SECONDS,
          );
        }
        if (result.refused === 'disabled')
          throw forbidden(
            'questions_disabled',
            `${result.shopName} does not take questions on Vouch.`,
          );
        throw notFound(
          result.refused === 'shop_not_found'
            ? 'We could not find that store.'
            : 'We could not find that product in this store.',
        );
      }
      // The product's widget figures count its questions.
      if (productId) options.productWidgets.drop(productId);
      return { question: result };
    },
  );

  routes.post(
    '/reviews/shop/questions/:questionId/answers',
    {
      schema: {
        params: questionIdParamsSchema,
        body: answerQuestionRequestSchema,
        response: { 200: questionResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request, 'Sign in with your shop account to answer questions.');
      const problem = answerError(request.body.body);
      if (problem) throw badRequest(`${problem}.`, { body: problem });
      const result = await questions.answer(user.id, request.params.questionId, request.body.body);
      if ('refused' in result) {
        if (result.refused === 'not_member')
          throw forbidden(
            'not_shop_member',
            `Only the ${result.shopName} team can answer its questions.`,
          );
        throw notFound('We could not find that question. It may have been removed.');
      }
      await options.notifications.questionAnswered(
        request.params.questionId,
        request.body.body.trim(),
      );
      return { question: result };
    },
  );
}
