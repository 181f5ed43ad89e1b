import type { Kysely } from 'kysely';
import type {
  EditReviewResponse,
  NewReviewResponse,
  ReviewMediaItem,
  WriteReviewOrdersQuery,
  WriteReviewOrdersResponse,
} from '@vouch/contracts';
import { pagePath, PRIVATE_LIST_PAGE_SIZE } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { pagingOf } from '../../http/paging-of';
import type { StaticMeta } from '../page-meta';
import type { LoadedPage, PageData } from '../site';
import { shopRepository } from '../shops';
import { orderRepository, type Orderer } from './order-repository';

/** The write-review entry's `?format=json&resource=orders` (spec §7): the signed-in reviewer's line items. */
export function writeReviewPages(db: Kysely<Database>) {
  const orders = orderRepository(db);
  const shops = shopRepository(db);
  return {
    /** The review form's data: the product of one of the reviewer's line items; null for anyone else's. */
    async newReview(
      orderer: Orderer,
      lineItemPublicId: string,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<NewReviewResponse>> | null> {
      const found = await orders.lineItem(orderer, lineItemPublicId);
      const shop = found && (await shops.shopBySlug(found.item.shop.slug));
      const product = shop && (await shops.productPage(shop, found.productHandle));
      if (!found || !product) return null;
      const data: PageData<NewReviewResponse> = {
        product_data: product.product_data,
        line_item: found.item,
      };
      return {
        meta: { ...meta, title: `Review ${product.product_data.title} | Vouch` },
        data,
        structuredData: null,
        cache: 'private',
      };
    },

    /** The edit form's data (issue #29, item 1): one of the reviewer's reviews that is not deleted; null for anyone else's. */
    async editReview(
      userId: string,
      reviewPublicId: string,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<EditReviewResponse>> | null> {
      const review = await db
        .selectFrom('reviews as r')
        .leftJoin('products as p', 'p.id', 'r.product_id')
        .innerJoin('shops as s', 's.id', 'r.shop_id')
        .select([
          'r.id',
          'r.public_id',
          'r.rating',
          'r.title',
          'r.body',
          'r.recommended',
          'p.handle',
          's.slug',
          's.name as shop_name',
        ])
        .where('r.public_id', '=', reviewPublicId)
        .where('r.user_id', '=', userId)
        .where('r.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!review) return null;
      const shop = await shops.shopBySlug(review.slug);
      const product = shop && review.handle ? await shops.productPage(shop, review.handle) : null;
      const media = await db
        .selectFrom('review_media')
        .select(['id', 'kind', 'compact_url', 'huge_url', 'external_id', 'platform_url'])
        .where('review_id', '=', review.id)
        .orderBy('position')
        .execute();
      const data: PageData<EditReviewResponse> = {
        product_data: product?.product_data ?? null,
        shop: {
          name: review.shop_name,
          internal_path: pagePath('shop', { shopSlug: review.slug }),
        },
        review: {
          public_id: review.public_id,
          rating: review.rating,
          title: review.title,
          body: review.body,
          recommended: review.recommended,
          media: media.flatMap((item): ReviewMediaItem[] => {
            const id = String(item.id);
            if (item.kind === 'picture' && item.compact_url && item.huge_url)
              return [{ id, kind: 'picture', compact: item.compact_url, huge: item.huge_url }];
            if (item.kind === 'video_external' && item.external_id)
              return [{ id, kind: 'video_external', external_id: item.external_id }];
            if (item.kind === 'video_platform' && item.platform_url)
              return [{ id, kind: 'video_platform', url: item.platform_url }];
            return [];
          }),
        },
      };
      const subject = product?.product_data.title ?? review.shop_name;
      return {
        meta: { ...meta, title: `Edit your review of ${subject} | Vouch` },
        data,
        structuredData: null,
        cache: 'private',
      };
    },

    /** Null when `shop` names no shop. */
    async orderList(
      orderer: Orderer,
      query: WriteReviewOrdersQuery,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<WriteReviewOrdersResponse>> | null> {
      const shop = query.shop ? await orders.shopBySlug(query.shop) : null;
      if (query.shop && !shop) return null;
      const { items, total } = await orders.lineItems(orderer, shop?.id ?? null, query.page);
      const data: PageData<WriteReviewOrdersResponse> = {
        data: {
          line_items: items,
          ...pagingOf(query.page, PRIVATE_LIST_PAGE_SIZE, total),
          shop: shop ? { name: shop.name, slug: shop.slug } : null,
        },
      };
      return { meta, data, structuredData: null, cache: 'private' };
    },
  };
}
