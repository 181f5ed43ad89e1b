import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { allReviewsPageQuerySchema, productReviewQuerySchema, type AllReviewsPageResponse, type ProductReviewResponse } from '@vouch/contracts';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { parseWith } from '../../http/parse-with';
import { sendCacheable } from '../../http/send-cacheable';
import { reviewRepository, type ReviewScope } from './review-repository';

const paging = (page: number, perPage: number, total: number) => ({ current_page: page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) });

/**
 * Spec §7 review widgets: `GET /api/v1/widgets/product_review` (a product's reviews and widget
 * data) and `GET /api/v1/widgets/all_reviews_page` (a shop's reviews of one review type).
 */
export async function reviewWidgetsModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const repository = reviewRepository(options.db);

  app.get('/api/v1/widgets/product_review', async (request, reply) => {
    const query = parseWith(productReviewQuerySchema, request.query);
    const product = await repository.product(query);
    if (!product) throw notFound('We could not find that product in this store. Check shop_domain, platform, api_token and external_id.');
    const scope: ReviewScope = { of: 'product', productId: product.id, shopId: product.shop_id, type: query.review_type };
    const [{ reviews, total }, widget] = await Promise.all([repository.reviews(scope, query), repository.widget(product)]);
    const body: ProductReviewResponse = { reviews, ...paging(query.page, query.per_page, total), widget };
    return sendCacheable(request, reply, body, 60);
  });

  app.get('/api/v1/widgets/all_reviews_page', async (request, reply) => {
    const query = parseWith(allReviewsPageQuerySchema, request.query);
    const shopId = await repository.shopId(query);
    if (!shopId) throw notFound('We could not find that store. Check shop_domain, platform and api_token.');
    const scope: ReviewScope = { of: 'shop', shopId, type: query.review_type };
    const [{ reviews, total }, ratings] = await Promise.all([repository.reviews(scope, query), repository.ratings(scope)]);
    const body: AllReviewsPageResponse = { reviews, ...paging(query.page, query.per_page, total), ratings };
    return sendCacheable(request, reply, body, 60);
  });
}
