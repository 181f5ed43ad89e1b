import type { Kysely } from 'kysely';
import type { ProductReviewQuery, WidgetData } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { cachedPerKey } from '../../http/cached-for';
import { ProductReviewList } from './product-review-list';
import { productWidgetAnswers } from './product-widget-answers';
import { reviewRepository, type ProductRow } from './reviews-repository';

export type ProductIdentity = Pick<
  ProductReviewQuery,
  'shop_domain' | 'platform' | 'api_token' | 'external_id'
>;

/** How long a product's widget data (stars, average, counts) is reused, as long as clients cache the answer anyway. */
export const WIDGET_DATA_SECONDS = 60;

/** A product, its widget data and the list of its published reviews. */
export interface ProductWidget {
  product: ProductRow;
  widget: WidgetData;
  reviewList: ProductReviewList;
}

/**
 * A product, its widget data and the list its reviews are filtered and sorted from, the same for
 * every filter, sort and page a shopper asks for: read once a minute per product, and dropped at
 * once when one of the product's reviews changes, so its page shows the change on the next load
 * (in this process; others forget all they keep within a second, OTHER_PROCESSES_LOOK_MS). A shop's own reviews (all-reviews adds them) are
 * listed once a minute per shop, for all of its products. Whole answers built from this data are
 * kept as long as it lasts, or until any write (`productWidgetAnswers`).
 */
export function productWidgetCache(db: Kysely<Database>) {
  const repository = reviewRepository(db);
  const keysOfProduct = new Map<string, Set<string>>();
  // 10,000 products at most, keyed by the contract's bounded parameters (under 700 characters):
  // a few megabytes however many distinct shop_domain values arrive.
  const load = cachedPerKey(
    WIDGET_DATA_SECONDS * 1000,
    10_000,
    async (key: string): Promise<ProductWidget | null> => {
      const product = await repository.product(JSON.parse(key) as ProductIdentity);
      if (!product) return null;
      keysOfProduct.set(product.id, (keysOfProduct.get(product.id) ?? new Set()).add(key));
      const reviewList = new ProductReviewList(
        await repository.listedReviews({
          of: 'product',
          productId: product.id,
          shopId: product.shop_id,
          type: 'product-reviews',
        }),
      );
      return {
        product,
        widget: await repository.widget(product, reviewList.ratings()),
        reviewList,
      };
    },
  );
  const answers = productWidgetAnswers();
  const shopReviews = cachedPerKey(
    WIDGET_DATA_SECONDS * 1000,
    10_000,
    async (shopId: string) =>
      new ProductReviewList(
        await repository.listedReviews({ of: 'shop', shopId, type: 'shop-reviews' }),
      ),
  );
  return {
    get: (identity: ProductIdentity) =>
      load(
        JSON.stringify({
          shop_domain: identity.shop_domain,
          platform: identity.platform,
          api_token: identity.api_token,
          external_id: identity.external_id,
        }),
      ),
    /** The shop's own reviews (not of a product), listed. */
    shopReviews,
    /** Whole answers built from a product's widget data (`productWidgetAnswers`). */
    answer: answers.answer,
    drop(productId: string): void {
      for (const key of keysOfProduct.get(productId) ?? []) load.forget(key);
      keysOfProduct.delete(productId);
    },
    /** After a change to one of the shop's own reviews. */
    dropShop(shopId: string): void {
      shopReviews.forget(shopId);
      // all-reviews answers hold the shop's own reviews, kept apart from any product's data.
      answers.forgetAll();
    },
    /** After any write in this process: whole answers show more than the reviews' list. */
    forgetAnswers: answers.forgetAll,
    /** After a change in another process, which may have touched any product or shop. */
    forgetAll(): void {
      answers.forgetAll();
      load.forgetAll();
      shopReviews.forgetAll();
      keysOfProduct.clear();
    },
  };
}

export type ProductWidgetCache = ReturnType<typeof productWidgetCache>;
