import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProductSearchResult, SearchFacetsResponse } from '@vouch/contracts';
import { ALL_COUNTRIES, MIN_RATING_CHOICES, priceBoundsInUsd, type ExchangeRates, type SearchParams } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { productSearchResultFrom, type ProductResultRow } from '../catalog';
import type { IndexQuery, SampledMatch } from './search-index/product-search-index';
import type { SyncedSearchIndex } from './search-index/synced-search-index';
import type { TsQuery } from './search-index/ts-query';

// Raw SQL throughout: each statement tells the planner which index to walk (see docs/architecture.md,
// 'How search.json stays fast'); the builder cannot say `order by` over a chosen index or a capped count.

/** Results per page. */
export const SEARCH_PER_PAGE = 20;
/**
 * Matches are counted up to this many (25 pages): more than shoppers page through, and counting
 * is the biggest share of a common word's cost (a product read per match). Totals past it are
 * "500+", and the pages stop there, as on most shops' own search.
 */
export const SEARCH_RESULTS_CAP = 500;
/**
 * Text searches without a sort rank this many of their most reviewed matches by relevance (the
 * first five pages); later pages continue in popularity order after them, so no product repeats.
 * Ranking every match of a common word would cost a rank computation per match.
 */
const RELEVANCE_WINDOW = 5 * SEARCH_PER_PAGE;
export interface SearchQueryOptions {
  perPage?: number;
  /** The text names a category (see `textNamesCategory`): its matches cluster in one price range. */
  textNamesCategory?: boolean;
}

export interface ProductSearchPage {
  results: ProductSearchResult[];
  total: number;
  capped: boolean;
  /** How the matches were found (the response's Server-Timing header says it). */
  plan: string;
}

type Sql = RawBuilder<unknown>;

/** Each sort order is served by one index (migration 0003); without a sort, popularity. */
const GATHER_ORDER: Record<NonNullable<SearchParams['sort_by']> | 'popular', string> = {
  popular: 'reviews_count desc, id desc',
  reviews_count: 'reviews_count desc, id desc',
  newest: 'created_at desc, id desc',
  best_selling: 'sales_count desc, id desc',
  price_asc: 'price_usd asc nulls last, id asc',
  price_desc: 'price_usd desc nulls last, id desc',
};

/** An order over the columns of table alias `alias` (the orders above are fixed text, never input). */
const orderOver = (order: string, alias: string) =>
  sql.raw(
    order
      .split(', ')
      .map((key) => `${alias}.${key}`)
      .join(', '),
  );

const isPriceSort = (params: SearchParams) => params.sort_by === 'price_asc' || params.sort_by === 'price_desc';

/** Category browsing sorted by price walks the category's own price index (migration 0004). */
const isCategoryPriceBrowse = (params: SearchParams, text: string | null) => text === null && params.category_id !== null && isPriceSort(params);

/**
 * The conditions of a search. `fromCategory`: the statement reads the category's links
 * (`product_categories pc`) and joins its products, instead of filtering products by category.
 */
function filtersFor(params: SearchParams, text: string | null, rates: ExchangeRates, fromCategory: boolean): { where: Sql; needsShop: boolean } {
  const conditions: Sql[] = [];
  if (fromCategory) conditions.push(sql`pc.category_id = ${params.category_id}`);
  let needsShop = false;
  if (text) conditions.push(sql`p.search_vector @@ websearch_to_tsquery('english', ${text})`);
  if (params.min_rating > 0) conditions.push(sql`p.average_rating >= ${params.min_rating}`);
  if (params.min_transparency > 0) conditions.push(sql`p.transparency_score >= ${params.min_transparency / 100}`);
  if (params.min_authenticity > 0) conditions.push(sql`p.authenticity_score >= ${params.min_authenticity / 100}`);
  if (params.reviews_count > 0) conditions.push(sql`p.reviews_count >= ${params.reviews_count}`);
  // Every level's categories are on the product (migration 0015): the planner knows each
  // category's size from the column's statistics and can combine its index with the text index.
  if (params.category_id !== null && !fromCategory) conditions.push(sql`p.category_ids @> array[${params.category_id}]::integer[]`);
  const usd = priceBoundsInUsd(params, params.currency, rates);
  // A category's links carry their product's dollar price in order: bounds on it narrow the walk of
  // the link index to the price range, where bounds on the product are checked link by link.
  const [priceColumn, bounds] = usd ? [fromCategory ? sql`pc.price_usd` : sql`p.price_usd`, usd] : [sql`p.lowest_price`, params];
  if (bounds.min_price !== null) conditions.push(sql`${priceColumn} >= ${bounds.min_price}`);
  if (bounds.max_price !== null) conditions.push(sql`${priceColumn} <= ${bounds.max_price} and p.lowest_price > 0`);
  if (params.store_country !== '*') conditions.push(sql`p.shop_country = ${params.store_country}`);
  if (params.country !== '*') {
    needsShop = true;
    conditions.push(sql`(s.ships_to is null or ${params.country}::char(2) = any (s.ships_to))`);
  }
  if (params.shop) {
    needsShop = true;
    conditions.push(sql`s.domain = ${params.shop.shop_domain} and s.platform = ${params.shop.platform}`);
  }
  return { where: conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`, needsShop };
}

/** The columns of `ProductResultRow`, from `products p join shops s`. */
const CARD_COLUMNS = sql`
  p.encoded_id, p.title, p.handle, p.image_url, p.retina_image_url, p.lowest_price, p.currency,
  p.average_rating, p.reviews_count, p.transparency_score, p.authenticity_score,
  s.encoded_id as shop_encoded_id, s.name as shop_name, s.domain as shop_domain, s.slug as shop_slug,
  s.country as shop_country`;

/**
 * The statement of one search page: the capped total, and the page's products in order. `text`
 * is what goes to full-text search (null: no text condition). Serves the phrases the search index
 * leaves to PostgreSQL (see `pageFromStatement`).
 */
function productSearchQueries(params: SearchParams, text: string | null, rates: ExchangeRates, options: SearchQueryOptions = {}) {
  const perPage = options.perPage ?? SEARCH_PER_PAGE;
  const byCategoryPrice = isCategoryPriceBrowse(params, text);
  const { where, needsShop } = filtersFor(params, text, rates, byCategoryPrice);
  const products = byCategoryPrice ? sql`product_categories pc join products p on p.id = pc.product_id` : sql`products p`;
  const from = needsShop ? sql`${products} join shops s on s.id = p.shop_id` : products;
  const offset = (params.page - 1) * perPage;
  const relevance = text !== null && params.sort_by === null && offset < RELEVANCE_WINDOW;
  const gather = GATHER_ORDER[params.sort_by ?? 'popular'];
  // Prices follow categories (and so the words that name them): walking the price index from one
  // end can pass most of the catalogue before the first cheap mascara. Such searches, and searches
  // in a category, gather their matches and sort them ("+ 0" keeps the planner off the price
  // index); other words (brands, colours) spread over every price, and the walk finds them at once.
  const sortsMatches = isPriceSort(params) && ((text !== null && options.textNamesCategory === true) || params.category_id !== null);
  const gatherOrder = byCategoryPrice
    ? sql.raw(params.sort_by === 'price_asc' ? 'pc.price_usd asc nulls last, pc.product_id asc' : 'pc.price_usd desc nulls last, pc.product_id desc')
    : orderOver(sortsMatches ? gather.replace('price_usd', 'price_usd + 0') : gather, 'p');
  // The sort columns travel with each id, so the outer query can put the page back in order.
  const sortColumns = sql`p.id, p.reviews_count, p.created_at, p.sales_count, p.price_usd`;
  /** The page's ids (with their sort columns) among the products `from` and `where` keep, walked in `order`. */
  const pageIdsOf = (from: Sql, where: Sql, order: Sql) =>
    relevance
      ? sql`
        select * from (
          select ${sortColumns}, lower(p.title) = ${text!.toLowerCase()} as exact,
                 ts_rank(p.search_vector, websearch_to_tsquery('english', ${text})) as rank
          from ${from} where ${where}
          order by ${order} limit ${RELEVANCE_WINDOW}
        ) candidates
        order by exact desc, rank desc, ${orderOver(gather, 'candidates')} offset ${offset} limit ${perPage}`
      : sql`select ${sortColumns} from ${from} where ${where} order by ${order} offset ${offset} limit ${perPage}`;
  // The capped count runs first and keeps the ids it found. When they are all the matches (the cap
  // was not reached), the page is sorted from them: walking an index in sort order for a few
  // scattered matches can pass most of the catalogue (issue #20: 1.6 s for a category with none in
  // its price range). Only a search with more matches than the cap walks, and the walk finds its
  // page sooner the more matches there are. Each branch is gated on the count, so one of them runs.
  const gathered = pageIdsOf(sql`products p`, sql`p.id in (select id from matched) and counted.total <= ${SEARCH_RESULTS_CAP}`, orderOver(gather, 'p'));
  const walked = pageIdsOf(from, sql`${where} and counted.total > ${SEARCH_RESULTS_CAP}`, gatherOrder);
  const pageOrder = relevance ? sql`page.exact desc, page.rank desc, ${orderOver(gather, 'page')}` : orderOver(gather, 'page');
  // One statement, one round trip; the page comes back numbered, after the total.
  return {
    search: sql<ProductResultRow & { total: number }>`
      with matched as materialized (select p.id from ${from} where ${where} limit ${SEARCH_RESULTS_CAP + 1}),
           counted as (select count(*)::int as total from matched)
      select counted.total, found.*
      from counted
      left join lateral (
        select row_number() over (order by ${pageOrder}) as position, ${CARD_COLUMNS}
        from ((${gathered}) union all (${walked})) page
        join products p on p.id = page.id
        join shops s on s.id = p.shop_id
      ) found on true
      order by found.position`,
  };
}

/**
 * Whether the text names a category (stemmed as full-text search stems it), asked only where the
 * answer changes the plan: a text search sorted by price, outside a category.
 */
async function textNamesCategory(db: Kysely<Database>, params: SearchParams, text: string | null): Promise<boolean> {
  if (text === null || !isPriceSort(params) || params.category_id !== null) return false;
  const { rows } = await sql<{ names: boolean }>`
    select exists (select 1 from categories c where to_tsvector('english', c.name) @@ websearch_to_tsquery('english', ${text})) as names`.execute(db);
  return rows[0]?.names ?? false;
}

/**
 * The columns `select` of up to `limit` matches of a search, in whatever order its cheapest plan finds
 * them: facet counts over them are exact up to 500 matches and proportions beyond (capped). An
 * order (say, most reviewed first) would make a search whose matches are rare among the popular
 * products walk the whole popularity index, 200 ms and more on the large data.
 */
function matchSample(params: SearchParams, text: string | null, rates: ExchangeRates, select: Sql, limit: number): Sql {
  const { where, needsShop } = filtersFor(params, text, rates, false);
  return sql`select ${select} from products p ${needsShop ? sql`join shops s on s.id = p.shop_id` : sql``} where ${where} limit ${limit}`;
}

/** The search's conditions for the in-process index: the same as `filtersFor`'s, read column by column. */
function searchIndexQuery(params: SearchParams, text: TsQuery | null, rates: ExchangeRates, limit: number): IndexQuery {
  const usd = priceBoundsInUsd(params, params.currency, rates);
  return {
    text,
    minRating: params.min_rating,
    minTransparency: params.min_transparency / 100,
    minAuthenticity: params.min_authenticity / 100,
    minReviews: params.reviews_count,
    categoryId: params.category_id,
    price: usd ? { column: 'price_usd', min: usd.min_price, max: usd.max_price } : { column: 'lowest_price', min: params.min_price, max: params.max_price },
    storeCountry: params.store_country === ALL_COUNTRIES ? null : params.store_country,
    shipsTo: params.country === ALL_COUNTRIES ? null : params.country,
    shop: params.shop && { domain: params.shop.shop_domain, platform: params.shop.platform },
    order: params.sort_by ?? 'reviews_count',
    limit,
    countUpTo: SEARCH_RESULTS_CAP + 1,
  };
}

export function productSearchRepository(db: Kysely<Database>, index: SyncedSearchIndex) {
  /** The cards of products `ids`, in that order. */
  async function cardsOf(ids: number[]): Promise<ProductSearchResult[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<ProductResultRow & { id: string }>`
      select p.id, ${CARD_COLUMNS} from products p join shops s on s.id = p.shop_id where p.id = any(${ids}::bigint[])`.execute(db);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [productSearchResultFrom(row)] : [];
    });
  }

  /** The cards of the relevance window's page: exact titles first, then PostgreSQL's rank, then popularity (spec §3). */
  async function rankedCardsOf(ids: number[], text: string, offset: number, perPage: number): Promise<ProductSearchResult[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<ProductResultRow>`
      select ${CARD_COLUMNS} from products p join shops s on s.id = p.shop_id
      where p.id = any(${ids}::bigint[])
      order by lower(p.title) = ${text.toLowerCase()} desc, ts_rank(p.search_vector, websearch_to_tsquery('english', ${text})) desc,
               p.reviews_count desc, p.id desc
      offset ${offset} limit ${perPage}`.execute(db);
    return rows.map(productSearchResultFrom);
  }

  /**
   * Up to 500 of a search's matches from the index, the first it finds (as `matchSample` takes
   * any 500), and whether there are more; null for text the index cannot evaluate (phrases).
   */
  async function indexSample(params: SearchParams, text: string | null, rates: ExchangeRates) {
    const textQuery = text === null ? null : await index.textQuery(text);
    if (text !== null && textQuery === null) return null;
    return index.sample(searchIndexQuery(params, textQuery, rates, 0), SEARCH_RESULTS_CAP);
  }

  /** Today's single statement: for text the index cannot evaluate (phrases). */
  async function pageFromStatement(params: SearchParams, text: string | null, rates: ExchangeRates, options: SearchQueryOptions): Promise<ProductSearchPage> {
    const queries = productSearchQueries(params, text, rates, { ...options, textNamesCategory: await textNamesCategory(db, params, text) });
    const { rows: found } = await queries.search.execute(db);
    const total = found[0]?.total ?? 0;
    return {
      total: Math.min(total, SEARCH_RESULTS_CAP),
      capped: total > SEARCH_RESULTS_CAP,
      results: found.filter((row) => row.encoded_id !== null).map(productSearchResultFrom),
      plan: 'one PostgreSQL statement (a phrase)',
    };
  }

  return {
    /** One page of matches and the capped total: the index finds them, PostgreSQL reads their cards. */
    async page(params: SearchParams, text: string | null, rates: ExchangeRates, options: SearchQueryOptions = {}): Promise<ProductSearchPage> {
      const textQuery = text === null ? null : await index.textQuery(text);
      if (text !== null && textQuery === null) return pageFromStatement(params, text, rates, options);
      const perPage = options.perPage ?? SEARCH_PER_PAGE;
      const offset = (params.page - 1) * perPage;
      const relevance = text !== null && params.sort_by === null && offset < RELEVANCE_WINDOW;
      // Pages end with the counted matches (25 of them): a later page answers none, whatever its number.
      const end = Math.min(relevance ? RELEVANCE_WINDOW : offset + perPage, SEARCH_RESULTS_CAP);
      const found = await index.find(searchIndexQuery(params, textQuery, rates, end));
      return {
        total: Math.min(found.total, SEARCH_RESULTS_CAP),
        capped: found.total > SEARCH_RESULTS_CAP,
        results: relevance && text !== null ? await rankedCardsOf(found.ids, text, offset, perPage) : await cardsOf(found.ids.slice(offset, offset + perPage)),
        plan: found.plan,
      };
    },

    /**
     * For a search that found nothing: whether the text has any searchable word (all stop words
     * search nothing), and the text with unknown words replaced by the closest dictionary term.
     */
    async diagnose(text: string): Promise<{ searchable: boolean; corrected: string }> {
      const words = text.toLowerCase().split(/\s+/).filter(Boolean);
      const { rows } = await sql<{ searchable: boolean; words: string[] }>`
        select numnode(websearch_to_tsquery('english', ${text})) > 0 as searchable,
               array(
                 select coalesce(
                   case when length(w.word) < 3 or exists (select 1 from search_terms t where t.term = w.word) then w.word end,
                   (select t.term from search_terms t where t.term % w.word order by t.term <-> w.word, t.popularity desc limit 1),
                   w.word)
                 from unnest(${words}::text[]) with ordinality as w(word, position)
                 order by w.position
               ) as words`.execute(db);
      const row = rows[0]!;
      return { searchable: row.searchable, corrected: row.words.join(' ') };
    },

    /**
     * How many of a search's matches each category holds (the categories a shopper can narrow the
     * search to): all of them when there are up to 500, else 500 of them (see `matchSample`).
     */
    async categoryCounts(params: SearchParams, text: string | null, rates: ExchangeRates): Promise<Map<number, number>> {
      const sampled = await indexSample(params, text, rates);
      const sample = sampled
        ? sql`select p.category_ids from products p where p.id = any(${sampled.matches.map((match) => match.id)}::bigint[])`
        : matchSample(params, text, rates, sql`p.category_ids`, SEARCH_RESULTS_CAP);
      const { rows } = await sql<{ id: number; count: number }>`
        select category.id, count(*)::int as count
        from (${sample}) sample, unnest(sample.category_ids) as category(id)
        group by category.id`.execute(db);
      return new Map(rows.map((row) => [row.id, row.count]));
    },

    /**
     * The filter sidebar's counts (issue #20, item 3): for ratings and for store countries, the
     * search without that filter, over its matches (or 500 of them, `matchSample`), counted by each choice.
     */
    async facets(params: SearchParams, text: string | null, rates: ExchangeRates): Promise<SearchFacetsResponse> {
      const sample = async (without: Partial<SearchParams>): Promise<{ matches: Pick<SampledMatch, 'averageRating' | 'storeCountry'>[]; capped: boolean }> => {
        const searched = { ...params, ...without };
        const sampled = await indexSample(searched, text, rates);
        if (sampled) return { matches: sampled.matches, capped: sampled.more };
        const { rows } = await sql<{ average_rating: string; shop_country: string }>`${matchSample(
          searched,
          text,
          rates,
          sql`p.average_rating, p.shop_country`,
          SEARCH_RESULTS_CAP + 1,
        )}`.execute(db);
        return {
          matches: rows.slice(0, SEARCH_RESULTS_CAP).map((row) => ({ averageRating: Number(row.average_rating), storeCountry: row.shop_country })),
          capped: rows.length > SEARCH_RESULTS_CAP,
        };
      };
      const [byRating, byCountry] = await Promise.all([sample({ min_rating: 0 }), sample({ store_country: ALL_COUNTRIES })]);
      const countries = new Map<string, number>();
      for (const match of byCountry.matches) countries.set(match.storeCountry, (countries.get(match.storeCountry) ?? 0) + 1);
      return {
        ratings: {
          counted: byRating.matches.length,
          capped: byRating.capped,
          choices: MIN_RATING_CHOICES.filter((rating) => rating > 0).map((rating) => ({
            value: rating,
            count: byRating.matches.filter((match) => match.averageRating >= rating).length,
          })),
        },
        store_countries: {
          counted: byCountry.matches.length,
          capped: byCountry.capped,
          choices: [...countries].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
        },
      };
    },

    async categoryById(id: number) {
      return db.selectFrom('categories').select(['id', 'name', 'handle', 'level', 'is_deepest', 'products_count']).where('id', '=', id).executeTakeFirst();
    },

    async shopName(shop: NonNullable<SearchParams['shop']>): Promise<string | null> {
      const row = await db.selectFrom('shops').select('name').where('domain', '=', shop.shop_domain).where('platform', '=', shop.platform).executeTakeFirst();
      return row?.name ?? null;
    },
  };
}
