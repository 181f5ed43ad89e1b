import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { questionsQuerySchema, type QuestionsResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { notFound } from '../../http/http-error';
import { pagingOf } from '../../http/paging-of';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendCacheable } from '../../http/send-cacheable';
import { widgetShop } from '../shops/widget-shop';
import { questionsRepository } from './questions-repository';

/**
 * Spec §7 `GET /api/questions/questions_for_widget`: a shop's (or one product's) questions with
 * their answers, a page at a time. A shop that has not enabled questions (spec §1) has none to show.
 */
export async function questionsModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const questions = questionsRepository(options.db);
  routes.get('/api/questions/questions_for_widget', { schema: { querystring: questionsQuerySchema } }, async (request, reply) => {
    const query = request.query;
    const shop = await widgetShop(options.db, query);
    if (!shop) throw notFound('We could not find that store. Check shop_domain, platform and api_token.');
    let productId: string | null = null;
    if (query.product_id) {
      productId = await questions.productIdInShop(shop.id, query.product_id);
      if (!productId) throw notFound('We could not find that product in this store.');
    }
    const found = shop.enable_question_answer ? await questions.page(productId ? { productId } : { shopId: shop.id }, query) : { questions: [], total: 0 };
    const body: QuestionsResponse = { questions: found.questions, ...pagingOf(query.page, query.per_page, found.total) };
    return sendCacheable(request, reply, body, 60);
  });
}
