import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CategorySummary, SearchFacetsResponse, SearchResponse } from '@vouch/contracts';
import {
  searchParamsFromQuery,
  searchQueryString,
  type ExchangeRates,
  type SearchParams,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { queryStringOf } from '../../http/query-string-of';
import { sendCacheable } from '../../http/send-cacheable';
import type { ExchangeRatesSource } from '../currency';
import { searchPageMeta } from '../page-meta';
import { SEARCH_PER_PAGE, SEARCH_RESULTS_CAP, type SearchEngine } from './search-engine';
import { productSearchRepository } from './search-repository';

/**
 * Spec §7 `GET /reviews/search.json`: one page of products for the search params (spec §3, §5);
 * `GET /reviews/search_facets.json`: the filter sidebar's counts for the same params.
 */
export async function searchModule(
  app: FastifyInstance,
  options: {
    db: Kysely<Database>;
    exchangeRates: ExchangeRatesSource;
    searchIndex: SearchEngine;
    /** The category tree kept in memory (app.ts shares it with the categories module): a category search names its category without a statement of its own. */
    categoryTree: () => Promise<{ byId: ReadonlyMap<number, CategorySummary> }>;
  },
): Promise<void> {
  const products = productSearchRepository(options.db, options.searchIndex);

  /** Searches the text; when nothing matches, retries without typos, or without text made only of stop words. */
  async function searchWithFallbacks(params: SearchParams, exchangeRates: ExchangeRates) {
    const text = params.q || null;
    const found = await products.page(params, text, exchangeRates);
    if (!text || found.total > 0) return { found, corrected: null };
    const diagnosis = await products.diagnose(text);
    if (!diagnosis.searchable)
      return { found: await products.page(params, null, exchangeRates), corrected: null };
    if (diagnosis.corrected === text.toLowerCase()) return { found, corrected: null };
    const retried = await products.page(params, diagnosis.corrected, exchangeRates);
    return retried.total > 0
      ? { found: retried, corrected: diagnosis.corrected }
      : { found, corrected: null };
  }

  app.get('/reviews/search.json', async (request, reply) => {
    const started = performance.now();
    const params = searchParamsFromQuery(queryStringOf(request));
    const categoryId = params.category_id;
    const [category, exchangeRates] = await Promise.all([
      categoryId === null
        ? undefined
        : options.categoryTree().then(({ byId }) => byId.get(categoryId)),
      options.exchangeRates(),
    ]);
    const [{ found, corrected }, shopName] = await Promise.all([
      searchWithFallbacks(params, exchangeRates),
      params.shop ? products.shopName(params.shop) : null,
    ]);
    const body: SearchResponse = {
      data: {
        search_results: found.results,
        category: category
          ? {
              id: category.id,
              name: category.name,
              handle: category.handle,
              level: category.level,
              is_deepest: category.is_deepest,
            }
          : null,
        current_page: params.page,
        rounded_results_total_count: found.total,
        per_page: SEARCH_PER_PAGE,
        search_in_shop_name: shopName,
        done_search_sha1: createHash('sha1')
          .update(searchQueryString({ ...params, page: 1 }))
          .digest('hex'),
        corrected_q: corrected,
      },
      meta_data: searchPageMeta(params.q),
      metrics: { results_cap: SEARCH_RESULTS_CAP, capped: found.capped },
    };
    // How the search was answered, for browsers' developer tools and the benchmarks' slowest searches.
    reply.header(
      'server-timing',
      `search;dur=${(performance.now() - started).toFixed(1)};desc="${found.plan}"`,
    );
    return sendCacheable(request, reply, body, 60);
  });

  app.get('/reviews/search_facets.json', async (request, reply) => {
    const params = searchParamsFromQuery(queryStringOf(request));
    const body: SearchFacetsResponse = await products.facets(
      params,
      params.q || null,
      await options.exchangeRates(),
    );
    return sendCacheable(request, reply, body, 60);
  });
}
