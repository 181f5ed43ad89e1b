import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  allReviewsPageQuerySchema,
  productReviewQuerySchema,
  type AllReviewsPageResponse,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { notFound } from '../../http/http-error';
import { pagingOf } from '../../http/paging-of';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { sendCacheable } from '../../http/send-cacheable';
import { widgetShop } from './widget-shop';
import { WIDGET_DATA_SECONDS, type ProductWidgetCache } from './product-widget-cache';
import { pageOfReviews } from './product-review-list';
import { reviewRepository, type ReviewScope } from './reviews-repository';

/**
 * Spec §7 review widgets: `GET /api/v1/widgets/product_review` (a product's reviews and widget
 * data) and `GET /api/v1/widgets/all_reviews_page` (a shop's reviews of one review type).
 */
export async function reviewWidgetsModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; productWidgets: ProductWidgetCache },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const repository = reviewRepository(options.db);
  routes.get(
    '/api/v1/widgets/product_review',
    { schema: { querystring: productReviewQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const found = await options.productWidgets.get(query);
      if (!found)
        throw notFound(
          'We could not find that product in this store. Check shop_domain, platform, api_token and external_id.',
        );
      const body = await options.productWidgets.answer(found, query, async () => {
        const { product, widget, reviewList } = found;
        // A word search reads the text in SQL; all-reviews adds the shop's own reviews, listed once per shop.
        const listed = query.search?.trim()
          ? null
          : pageOfReviews(
              query.review_type === 'all-reviews'
                ? [reviewList, await options.productWidgets.shopReviews(product.shop_id)]
                : [reviewList],
              query,
            );
        const scope: ReviewScope = {
          of: 'product',
          productId: product.id,
          shopId: product.shop_id,
          type: query.review_type,
        };
        const { reviews, total } = listed
          ? { reviews: await repository.reviewsByIds(listed.ids), total: listed.total }
          : await repository.reviews(scope, query);
        return { reviews, ...pagingOf(query.page, query.per_page, total), widget };
      });
      return sendCacheable(request, reply, body, WIDGET_DATA_SECONDS);
    },
  );

  routes.get(
    '/api/v1/widgets/all_reviews_page',
    { schema: { querystring: allReviewsPageQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const shop = await widgetShop(options.db, query);
      if (!shop)
        throw notFound('We could not find that store. Check shop_domain, platform and api_token.');
      const scope: ReviewScope = { of: 'shop', shopId: shop.id, type: query.review_type };
      const [{ reviews, total }, ratings] = await Promise.all([
        repository.reviews(scope, query),
        repository.ratings(scope),
      ]);
      const body: AllReviewsPageResponse = {
        reviews,
        ...pagingOf(query.page, query.per_page, total),
        ratings,
      };
      return sendCacheable(request, reply, body, WIDGET_DATA_SECONDS);
    },
  );
}
