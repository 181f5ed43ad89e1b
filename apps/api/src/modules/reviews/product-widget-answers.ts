import type { FastifyInstance } from 'fastify';
import type { ProductReviewQuery, ProductReviewResponse } from '@vouch/contracts';
import type { ProductWidget } from './product-widget-cache';

/** How many whole answers are kept, all products together: 10 reviews each, about 15 KB. */
const MAX_ANSWERS = 1_000;

/**
 * What a product_review answer depends on besides the product: the filters, sort and page, each
 * spelled one way (the defaults filled in, sort_dir only where it changes the order, the words
 * trimmed as the search reads them).
 */
export function widgetAnswerKey(query: ProductReviewQuery): string {
  return JSON.stringify([
    query.review_type,
    query.page,
    query.per_page,
    query.sort_by,
    query.sort_by === 'most_recent' && query.sort_dir === 'asc' ? 'asc' : 'desc',
    query.filter_rating ?? null,
    query.verified_only,
    query.review_source,
    query.search?.trim() ?? '',
  ]);
}

interface KeptAnswer {
  /** The widget data it was built from: once that is read afresh, the answer is too. */
  source: ProductWidget;
  body: ProductReviewResponse;
}

/**
 * Whole product_review answers, so a shopper paging through a product's reviews costs no query
 * once someone asked the same. An answer lives as long as the product's widget data it was built
 * from (a minute, and dropped at once when one of the product's reviews changes), and all are
 * forgotten at any other write, since a page shows what other writes change too (a shop's reply,
 * a reviewer's avatar, a product's title). An answer being built while a write lands is not kept.
 */
export function productWidgetAnswers() {
  const answers = new Map<string, KeptAnswer>();
  let forgotten = 0;
  return {
    async answer(
      found: ProductWidget,
      query: ProductReviewQuery,
      build: () => Promise<ProductReviewResponse>,
    ): Promise<ProductReviewResponse> {
      const key = `${found.product.id} ${widgetAnswerKey(query)}`;
      const kept = answers.get(key);
      if (kept?.source === found) return kept.body;
      const startedAfter = forgotten;
      const body = await build();
      if (startedAfter === forgotten) {
        answers.delete(key);
        if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
        answers.set(key, { source: found, body });
      }
      return body;
    },
    forgetAll(): void {
      answers.clear();
      forgotten += 1;
    },
  };
}

export type ProductWidgetAnswers = ReturnType<typeof productWidgetAnswers>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls `forget` as the answer of any write that succeeded leaves, before its client can ask for
 * a widget again (the page changes a listener hears come after the answer is sent).
 */
export function forgetAnswersAtWrites(app: FastifyInstance, forget: () => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!READS.has(request.method) && reply.statusCode < 400) forget();
    return payload;
  });
}
