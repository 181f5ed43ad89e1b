import type { Kysely } from 'kysely';
import type { ProductReviewQuery, WidgetData } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import type { ProductReviewType } from '@vouch/domain';
import { cachedPerKey } from '../../http/cached-for';
import { ProductReviewList } from './product-review-list';
import { reviewRepository, type ProductRow } from './reviews-repository';

export type ProductIdentity = Pick<ProductReviewQuery, 'shop_domain' | 'platform' | 'api_token' | 'external_id'>;

/** How long a product's widget data (stars, average, counts) is reused, as long as clients cache the answer anyway. */
export const WIDGET_DATA_SECONDS = 60;

/** A product, its widget data and the lists of the published reviews its widget shows, per review type. */
export interface ProductWidget {
  product: ProductRow;
  widget: WidgetData;
  reviewLists: Record<ProductReviewType, ProductReviewList>;
}

/**
 * A product, its widget data and the lists its reviews are filtered and sorted from, the same for
 * every filter, sort and page a shopper asks for: read once a minute per product, and dropped at
 * once when one of the product's reviews (or its shop's own) changes, so its page shows the change
 * on the next load (in this process; others within a minute).
 */
export function productWidgetCache(db: Kysely<Database>) {
  const repository = reviewRepository(db);
  const keysOfProduct = new Map<string, Set<string>>();
  const productsOfShop = new Map<string, Set<string>>();
  // 10,000 products at most, keyed by the contract's bounded parameters (under 700 characters):
  // a few megabytes however many distinct shop_domain values arrive.
  const load = cachedPerKey(WIDGET_DATA_SECONDS * 1000, 10_000, async (key: string): Promise<ProductWidget | null> => {
    const product = await repository.product(JSON.parse(key) as ProductIdentity);
    if (!product) return null;
    keysOfProduct.set(product.id, (keysOfProduct.get(product.id) ?? new Set()).add(key));
    productsOfShop.set(product.shop_id, (productsOfShop.get(product.shop_id) ?? new Set()).add(product.id));
    const listed = await repository.listedReviews(product);
    const reviewLists = {
      'product-reviews': new ProductReviewList(listed.filter((review) => review.of_product)),
      'all-reviews': new ProductReviewList(listed),
    };
    return { product, widget: await repository.widget(product, reviewLists['product-reviews'].ratings()), reviewLists };
  });
  const drop = (productId: string) => {
    for (const key of keysOfProduct.get(productId) ?? []) load.forget(key);
    keysOfProduct.delete(productId);
  };
  return {
    get: (identity: ProductIdentity) =>
      load(
        JSON.stringify({ shop_domain: identity.shop_domain, platform: identity.platform, api_token: identity.api_token, external_id: identity.external_id }),
      ),
    drop,
    /** After a change to one of the shop's own reviews: its products' all-reviews lists hold them. */
    dropShop(shopId: string): void {
      for (const productId of productsOfShop.get(shopId) ?? []) drop(productId);
      productsOfShop.delete(shopId);
    },
  };
}

export type ProductWidgetCache = ReturnType<typeof productWidgetCache>;
