import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  CategoriesIndexResponse,
  CategoryPageResponse,
  CategorySummary,
} from '@vouch/contracts';
import {
  DEFAULT_SEARCH_PARAMS,
  filtersDifferFromDefaults,
  searchParamsFromQuery,
  sortCategories,
  upperLevels,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { notFound } from '../../http/http-error';
import { queryStringOf } from '../../http/query-string-of';
import { sendCacheable } from '../../http/send-cacheable';
import type { ExchangeRatesSource } from '../currency';
import { categoryPageMeta, STATIC_PAGE_META } from '../page-meta';
import { productSearchRepository, type SearchEngine } from '../search';
import type { CategoryTreeSource } from './category-tree';

/** Top products shown on a category page. */
const TOP_PRODUCTS = 8;

/**
 * Spec §7 category calls: `GET /reviews/all_categories` (the whole tree, for the mega-menu),
 * `GET /reviews/categories.json` (the index, `level=1`, or the categories of a search's matches) and `GET /reviews/categories/{handle}.json`.
 * The tree is built at most once a minute and browsers keep answers for 60 s (spec §9).
 */
export async function categoriesModule(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    exchangeRates: ExchangeRatesSource;
    searchIndex: SearchEngine;
    categoryTree: CategoryTreeSource;
  },
): Promise<void> {
  const products = productSearchRepository(options.db, options.searchIndex);
  const tree = options.categoryTree;

  app.get('/reviews/all_categories', async (request, reply) =>
    sendCacheable(request, reply, (await tree()).list, 300),
  );

  app.get<{ Querystring: { level?: string } }>(
    '/reviews/categories.json',
    async (request, reply) => {
      const { list, byId } = await tree();
      const params = searchParamsFromQuery(queryStringOf(request));
      let productCategories: CategorySummary[];
      if (
        params.q ||
        params.shop ||
        params.category_id !== null ||
        filtersDifferFromDefaults(params)
      ) {
        // Spec §7 with q, the shop parameters, category_id or other search filters: the categories of
        // the search's matches, each with how many of them it holds, most first.
        const counts = await products.categoryCounts(
          params,
          params.q || null,
          await options.exchangeRates(),
        );
        productCategories = [...counts]
          .map(([id, count]) => ({ category: byId.get(id), count }))
          .filter(
            (entry): entry is { category: CategorySummary; count: number } =>
              entry.category !== undefined && entry.category.id !== params.category_id,
          )
          // Ties (a leaf holding all of its parent's matches) put the deeper, narrower category first.
          .sort(
            (a, b) =>
              b.count - a.count ||
              b.category.level - a.category.level ||
              a.category.page_order - b.category.page_order,
          )
          .map(({ category, count }) => ({ ...category, products_count: count }));
      } else {
        productCategories = sortCategories(
          request.query.level === '1'
            ? list.categories.filter((category) => category.level === 1)
            : list.categories,
          'page_order',
        );
      }
      const body: CategoriesIndexResponse = {
        product_categories: productCategories,
        meta_data: STATIC_PAGE_META.categoryIndex!,
      };
      return sendCacheable(request, reply, body, 60);
    },
  );

  app.get<{ Params: { handle: string } }>(
    '/reviews/categories/:handle.json',
    async (request, reply) => {
      const { byId, byHandle } = await tree();
      const category = byHandle.get(request.params.handle);
      if (!category) throw notFound('There is no such category. Browse all categories instead.');
      const childrenOf = (parent: CategorySummary) =>
        sortCategories(parent.children.map((id) => byId.get(id)!).filter(Boolean), 'page_order');
      const children = childrenOf(category);
      // Default filters carry no price bounds, so no exchange rates are needed.
      const top = await products.page(
        { ...DEFAULT_SEARCH_PARAMS, category_id: category.id },
        null,
        {},
        { perPage: TOP_PRODUCTS },
      );
      const body: CategoryPageResponse = {
        category,
        children,
        grand_children: children.flatMap(childrenOf),
        upper_level_categories: upperLevels(byId, category),
        top_products: top.results,
        meta_data: categoryPageMeta(category),
      };
      return sendCacheable(request, reply, body, 60);
    },
  );
}
