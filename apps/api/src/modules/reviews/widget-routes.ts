import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { productReviewQuerySchema, type ProductReviewResponse } from '@vouch/contracts';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { parseWith } from '../../http/parse-with';
import { sendCacheable } from '../../http/send-cacheable';
import { productReviewRepository } from './product-review-repository';

/** Spec §7 review widgets: `GET /api/v1/widgets/product_review` (a product's reviews and widget data). */
export async function reviewWidgetsModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const repository = productReviewRepository(options.db);
  app.get('/api/v1/widgets/product_review', async (request, reply) => {
    const query = parseWith(productReviewQuerySchema, request.query);
    const product = await repository.product(query);
    if (!product) throw notFound('We could not find that product in this store. Check shop_domain, platform, api_token and external_id.');
    const [{ reviews, total }, widget] = await Promise.all([repository.reviews(product, query), repository.widget(product)]);
    const body: ProductReviewResponse = {
      reviews,
      current_page: query.page,
      per_page: query.per_page,
      total_count: total,
      total_pages: Math.ceil(total / query.per_page),
      widget,
    };
    return sendCacheable(request, reply, body, 60);
  });
}
