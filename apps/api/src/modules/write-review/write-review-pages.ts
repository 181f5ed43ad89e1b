import type { Kysely } from 'kysely';
import type { NewReviewResponse, WriteReviewOrdersQuery, WriteReviewOrdersResponse } from '@vouch/contracts';
import { PRIVATE_LIST_PAGE_SIZE } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { pagingOf } from '../../http/paging-of';
import type { StaticMeta } from '../page-meta/page-meta-for-route';
import type { LoadedPage } from '../shops/shop-pages';
import { shopRepository } from '../shops/shops-repository';
import { orderRepository } from './order-repository';

/** The write-review entry's `?format=json&resource=orders` (spec §7): the signed-in reviewer's line items. */
export function writeReviewPages(db: Kysely<Database>) {
  const orders = orderRepository(db);
  const shops = shopRepository(db);
  return {
    /** The review form's data: the product of one of the reviewer's line items; null for anyone else's. */
    async newReview(userId: string, lineItemPublicId: string, meta: StaticMeta): Promise<LoadedPage | null> {
      const found = await orders.lineItem(userId, lineItemPublicId);
      const shop = found && (await shops.shopBySlug(found.item.shop.slug));
      const product = shop && (await shops.productPage(shop, found.productHandle));
      if (!found || !product) return null;
      const data: Omit<NewReviewResponse, 'meta_data'> = { product_data: product.product_data, line_item: found.item };
      return { meta: { ...meta, title: `Review ${product.product_data.title} | Vouch` }, data, structuredData: null, cache: 'private' };
    },

    /** Null when `shop` names no shop. */
    async orderList(userId: string, query: WriteReviewOrdersQuery, meta: StaticMeta): Promise<LoadedPage | null> {
      const shop = query.shop ? await orders.shopBySlug(query.shop) : null;
      if (query.shop && !shop) return null;
      const { items, total } = await orders.lineItems(userId, shop?.id ?? null, query.page);
      const data: Omit<WriteReviewOrdersResponse, 'meta_data'> = {
        data: { line_items: items, ...pagingOf(query.page, PRIVATE_LIST_PAGE_SIZE, total), shop: shop ? { name: shop.name, slug: shop.slug } : null },
      };
      return { meta, data, structuredData: null, cache: 'private' };
    },
  };
}
