import type { Kysely } from 'kysely';
import {
  DEFAULT_REVIEW_SORT,
  WIDGET_PAGE_SIZE,
  linkPreviewImage,
  productStructuredData,
  shopStructuredData,
} from '@vouch/domain';
import type { ProductPageResponse, ReviewFilters, ShopPageResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { productPageMeta, shopPageMeta } from '../page-meta';
import type { LoadedPage, PageData } from '../site';
import { disputeRepository } from '../disputes';
import { reviewReportsRepository } from '../review-reports';
import { reviewRepository, type ReviewScope } from '../reviews';
import { shopRepository } from './shops-repository';
import { cachedPerKey } from '../../http/cached-for';

/** A shop or product page: its head, what its `?format=json` answers, and (for HTML) its JSON-LD. */
/**
 * How long a shop's or product's HTML head (its meta and JSON-LD) is reused: as long as the
 * widget data it repeats, and the page's content (server-rendered) comes from the same caches.
 * Any write forgets them all (site-routes: a head's JSON-LD carries reviews an edit or removal changes).
 */
const PAGE_HEAD_SECONDS = 60;
/** Heads kept at most: a few kilobytes each. */
const PAGE_HEADS_KEPT = 10_000;

/** The reviews structured data repeats: the first page the page itself shows. */
const FIRST_PAGE: ReviewFilters = {
  page: 1,
  per_page: WIDGET_PAGE_SIZE,
  sort_by: DEFAULT_REVIEW_SORT,
  review_source: 'all_sources',
  verified_only: false,
};

/**
 * Shop and product pages load everything they answer from one shop look-up. `html` adds the
 * structured data (spec §5), which the JSON does not carry: the client computes it with the same
 * domain function from the widget answers it fetches anyway.
 */
export function shopPages(db: Kysely<Database>, origin: string) {
  const shops = shopRepository(db);
  const reviews = reviewRepository(db);
  const disputes = disputeRepository(db);
  const reports = reviewReportsRepository(db);
  const pages = {
    async shop(
      slug: string,
      format: 'json' | 'html',
    ): Promise<LoadedPage<PageData<ShopPageResponse>> | null> {
      const shop = await shops.shopBySlug(slug);
      if (!shop) return null;
      const image = linkPreviewImage(
        {
          kind: 'shop',
          encodedId: shop.data.encoded_id,
          name: shop.data.name,
          logo: shop.data.logo,
        },
        origin,
      );
      const meta = { ...shopPageMeta(shop.data), image };
      if (format === 'html') {
        const scope: ReviewScope = { of: 'shop', shopId: shop.id, type: 'all-reviews' };
        const { reviews: first } = await reviews.reviews(scope, FIRST_PAGE);
        return {
          meta,
          data: {},
          structuredData: shopStructuredData({ origin, shop: shop.data, reviews: first }),
        };
      }
      const [topProducts, featuredCards, disputeRecord, removedReviews] = await Promise.all([
        shops.topProducts(shop),
        shops.featuredCards(shop),
        disputes.shopRecord(shop.id),
        reports.removedCounts(shop.id),
      ]);
      return {
        meta,
        data: {
          shop_data: shop.data,
          top_products: topProducts,
          featured_cards: featuredCards,
          dispute_record: disputeRecord,
          removed_reviews: removedReviews,
        },
        structuredData: null,
      };
    },

    async product(
      slug: string,
      handle: string,
      format: 'json' | 'html',
    ): Promise<LoadedPage<PageData<ProductPageResponse>> | null> {
      const shop = await shops.shopBySlug(slug);
      const product = shop && (await shops.productPage(shop, handle));
      if (!shop || !product) return null;
      const { encoded_id: encodedId, title, image_url: picture } = product.product_data;
      const image = linkPreviewImage({ kind: 'product', encodedId, title, picture }, origin);
      const meta = { ...productPageMeta({ ...product, title }, shop.data), image };
      if (format === 'json') {
        const removedReviews = await reports.removedCounts(shop.id, product.id);
        const data = {
          shop_data: shop.data,
          product_data: product.product_data,
          categories_data: product.categories_data,
          removed_reviews: removedReviews,
        };
        return { meta, data, structuredData: null };
      }
      const row = (await reviews.productById(product.id))!;
      const scope: ReviewScope = {
        of: 'product',
        productId: product.id,
        shopId: shop.id,
        type: 'product-reviews',
      };
      const [widget, { reviews: first }] = await Promise.all([
        reviews.widget(row),
        reviews.reviews(scope, FIRST_PAGE),
      ]);
      return {
        meta,
        data: {},
        structuredData: productStructuredData({
          origin,
          product: product.product_data,
          shop: shop.data,
          widget,
          reviews: first,
        }),
      };
    },
  };
  const shopHead = cachedPerKey(PAGE_HEAD_SECONDS * 1000, PAGE_HEADS_KEPT, (slug: string) =>
    pages.shop(slug, 'html'),
  );
  const productHead = cachedPerKey(PAGE_HEAD_SECONDS * 1000, PAGE_HEADS_KEPT, (key: string) => {
    const [slug, handle] = JSON.parse(key) as [string, string];
    return pages.product(slug, handle, 'html');
  });
  return {
    shop: (slug: string, format: 'json' | 'html') =>
      format === 'html' ? shopHead(slug) : pages.shop(slug, format),
    product: (slug: string, handle: string, format: 'json' | 'html') =>
      format === 'html'
        ? productHead(JSON.stringify([slug, handle]))
        : pages.product(slug, handle, format),
    /** After a write: a head's JSON-LD carries the first reviews, which an edit or a removal changes. */
    forgetHeads() {
      shopHead.forgetAll();
      productHead.forgetAll();
    },
  };
}
