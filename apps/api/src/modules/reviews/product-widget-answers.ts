import type { FastifyInstance } from 'fastify';
import type { ProductReviewQuery, ProductReviewResponse } from '@vouch/contracts';
import { mayChangePages } from '../../http/may-change-pages';
import type { ProductWidget } from './product-widget-cache';

/**
 * How many reviews the kept answers may hold, all products together: a review with its JSON is
 * a few kilobytes, so a few tens of megabytes (1,000 answers of 10, or 200 of 50), the oldest
 * answers going first.
 */
const MAX_KEPT_REVIEWS = 10_000;

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

/** What an answer counts against the limit: its reviews, and one for an empty answer, which a stranger's words or pages past the end bring in any number. */
const weightOf = (body: ProductReviewResponse) => Math.max(1, body.reviews.length);

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
  let keptReviews = 0;
  let forgotten = 0;
  const forget = (key: string) => {
    const kept = answers.get(key);
    if (kept) keptReviews -= weightOf(kept.body);
    answers.delete(key);
  };
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
        forget(key);
        answers.set(key, { source: found, body });
        keptReviews += weightOf(body);
        for (const oldest of answers.keys()) {
          if (keptReviews <= MAX_KEPT_REVIEWS) break;
          forget(oldest);
        }
      }
      return body;
    },
    forgetAll(): void {
      answers.clear();
      keptReviews = 0;
      forgotten += 1;
    },
  };
}

/**
 * Calls `forget` as the answer of any write that succeeded (but a click or an e-mail choice) leaves,
 * before its client can ask for a widget again (the page changes a listener hears come after the answer is sent).
 */
export function forgetAnswersAtWrites(app: FastifyInstance, forget: () => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (mayChangePages(request) && reply.statusCode < 400) forget();
    return payload;
  });
}
