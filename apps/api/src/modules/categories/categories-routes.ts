import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CategoriesIndexResponse, CategoryPageResponse, CategorySummary } from '@vouch/contracts';
import { DEFAULT_SEARCH_PARAMS, sortCategories, upperLevels } from '@vouch/domain';
import type { Database } from '../../db/schema';
import { cachedFor } from '../../http/cached-for';
import { notFound } from '../../http/http-error';
import { sendCacheable } from '../../http/send-cacheable';
import { categoryPageMeta, STATIC_PAGE_META } from '../page-meta/page-meta-for-route';
import { productSearchRepository } from '../search/product-search-repository';
import { categoryRepository } from './category-repository';

/** Top products shown on a category page. */
const TOP_PRODUCTS = 8;

/**
 * Spec §7 category calls: `GET /reviews/all_categories` (the whole tree, for the mega-menu),
 * `GET /reviews/categories.json` (the index, or `level=1`) and `GET /reviews/categories/{handle}.json`.
 * The tree is built at most once a minute and browsers keep answers for 60 s (spec §9).
 */
export async function categoriesModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const categories = categoryRepository(options.db);
  const products = productSearchRepository(options.db);
  const tree = cachedFor(60_000, async () => {
    const all = await categories.all();
    return { list: { categories: all }, byId: new Map(all.map((category) => [category.id, category])), byHandle: new Map(all.map((category) => [category.handle, category])) };
  });

  app.get('/reviews/all_categories', async (request, reply) => sendCacheable(request, reply, (await tree()).list, 300));

  app.get<{ Querystring: { level?: string } }>('/reviews/categories.json', async (request, reply) => {
    const { list } = await tree();
    const levelOne = request.query.level === '1';
    const body: CategoriesIndexResponse = {
      product_categories: sortCategories(levelOne ? list.categories.filter((category) => category.level === 1) : list.categories, 'page_order'),
      meta_data: STATIC_PAGE_META.categoryIndex!,
    };
    return sendCacheable(request, reply, body, 60);
  });

  app.get<{ Params: { handle: string } }>('/reviews/categories/:handle.json', async (request, reply) => {
    const { byId, byHandle } = await tree();
    const category = byHandle.get(request.params.handle);
    if (!category) throw notFound('There is no such category. Browse all categories instead.');
    const childrenOf = (parent: CategorySummary) => sortCategories(parent.children.map((id) => byId.get(id)!).filter(Boolean), 'page_order');
    const children = childrenOf(category);
    // Default filters carry no price bounds, so no exchange rates are needed.
    const top = await products.page({ ...DEFAULT_SEARCH_PARAMS, category_id: category.id }, null, {}, { perPage: TOP_PRODUCTS, categorySize: category.products_count });
    const body: CategoryPageResponse = {
      category,
      children,
      grand_children: children.flatMap(childrenOf),
      upper_level_categories: upperLevels(byId, category),
      top_products: top.results,
      meta_data: categoryPageMeta(category),
    };
    return sendCacheable(request, reply, body, 60);
  });
}
