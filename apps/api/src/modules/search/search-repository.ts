import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProductSearchResult, SearchFacetsResponse } from '@vouch/contracts';
import { ALL_COUNTRIES, MIN_RATING_CHOICES, type ExchangeRates, type SearchParams } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { productSearchResultFrom, type ProductResultRow } from '../catalog';
import {
  pagePlace,
  RELEVANCE_WINDOW,
  SEARCH_COUNTED_UP_TO,
  SEARCH_PER_PAGE,
  SEARCH_RESULTS_CAP,
  searchFilters,
  searchText,
  type Search,
  type SearchEngine,
  type SearchRequest,
} from './search-engine';

// Raw SQL throughout: each statement tells the planner which index to walk (see docs/architecture.md,
// 'How search.json stays fast'); the builder cannot say `order by` over a chosen index or a capped count.

export interface ProductSearchPage {
  results: ProductSearchResult[];
  total: number;
  capped: boolean;
  /** How the matches were found (the response's Server-Timing header says it). */
  plan: string;
}

/** The columns of `ProductResultRow`, from `products p join shops s`. */
const CARD_COLUMNS = sql`
  p.encoded_id, p.title, p.handle, p.image_url, p.retina_image_url, p.lowest_price, p.currency,
  p.average_rating, p.reviews_count, p.transparency_score, p.authenticity_score,
  s.encoded_id as shop_encoded_id, s.name as shop_name, s.domain as shop_domain, s.slug as shop_slug,
  s.country as shop_country`;

/**
 * Product search: the in-process index answers what it can evaluate, the phrase engine the rest
 * (phrases); PostgreSQL reads the cards of the ids they answer.
 */
export function productSearchRepository(db: Kysely<Database>, index: SearchEngine) {
  const phrases = phraseSearchEngine(db);
  const engineFor = async (text: string | null): Promise<SearchEngine> => ((await index.evaluates(text)) ? index : phrases);
  const sample = async (search: Search, limit: number) => (await engineFor(searchText(search.params))).sample(search, limit);

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

  return {
    /** One page of matches and the capped total: an engine finds them, PostgreSQL reads their cards. */
    async page(params: SearchParams, text: string | null, rates: ExchangeRates, options: { perPage?: number } = {}): Promise<ProductSearchPage> {
      const request: SearchRequest = { params: { ...params, q: text ?? '' }, rates, perPage: options.perPage ?? SEARCH_PER_PAGE };
      const found = await (await engineFor(text)).page(request);
      const results = found.relevanceWindow ? await rankedCardsOf(found.ids, text!, pagePlace(request).offset, request.perPage) : await cardsOf(found.ids);
      return { total: Math.min(found.total, SEARCH_RESULTS_CAP), capped: found.total > SEARCH_RESULTS_CAP, results, plan: found.answeredBy };
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
     * search to): all of them when there are up to 500, else 500 of them (an engine's sample).
     */
    async categoryCounts(params: SearchParams, text: string | null, rates: ExchangeRates): Promise<Map<number, number>> {
      const { matches } = await sample({ params: { ...params, q: text ?? '' }, rates }, SEARCH_RESULTS_CAP);
      const { rows } = await sql<{ id: number; count: number }>`
        select category.id, count(*)::int as count
        from products p, unnest(p.category_ids) as category(id)
        where p.id = any(${matches.map((match) => match.id)}::bigint[])
        group by category.id`.execute(db);
      return new Map(rows.map((row) => [row.id, row.count]));
    },

    /**
     * The filter sidebar's counts (issue #20, item 3): for ratings and for store countries, the
     * search without that filter, over its matches (or 500 of them, an engine's sample), counted by each choice.
     */
    async facets(params: SearchParams, text: string | null, rates: ExchangeRates): Promise<SearchFacetsResponse> {
      const without = (filter: Partial<SearchParams>) => sample({ params: { ...params, ...filter, q: text ?? '' }, rates }, SEARCH_RESULTS_CAP);
      const [byRating, byCountry] = await Promise.all([without({ min_rating: 0 }), without({ store_country: ALL_COUNTRIES })]);
      const countries = new Map<string, number>();
      for (const match of byCountry.matches) countries.set(match.storeCountry, (countries.get(match.storeCountry) ?? 0) + 1);
      return {
        ratings: {
          counted: byRating.matches.length,
          capped: byRating.more,
          choices: MIN_RATING_CHOICES.filter((rating) => rating > 0).map((rating) => ({
            value: rating,
            count: byRating.matches.filter((match) => match.averageRating >= rating).length,
          })),
        },
        store_countries: {
          counted: byCountry.matches.length,
          capped: byCountry.more,
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
function filtersFor(search: Search, fromCategory: boolean): { where: Sql; needsShop: boolean } {
  const text = searchText(search.params);
  const filters = searchFilters(search);
  const conditions: Sql[] = [];
  if (fromCategory) conditions.push(sql`pc.category_id = ${filters.categoryId}`);
  let needsShop = false;
  if (text) conditions.push(sql`p.search_vector @@ websearch_to_tsquery('english', ${text})`);
  if (filters.minRating > 0) conditions.push(sql`p.average_rating >= ${filters.minRating}`);
  if (filters.minTransparency > 0) conditions.push(sql`p.transparency_score >= ${filters.minTransparency}`);
  if (filters.minAuthenticity > 0) conditions.push(sql`p.authenticity_score >= ${filters.minAuthenticity}`);
  if (filters.minReviews > 0) conditions.push(sql`p.reviews_count >= ${filters.minReviews}`);
  // Every level's categories are on the product (migration 0015): the planner knows each
  // category's size from the column's statistics and can combine its index with the text index.
  if (filters.categoryId !== null && !fromCategory) conditions.push(sql`p.category_ids @> array[${filters.categoryId}]::integer[]`);
  // A category's links carry their product's dollar price in order: bounds on it narrow the walk of
  // the link index to the price range, where bounds on the product are checked link by link.
  const price = filters.price;
  const priceColumn = price.inDollars ? (fromCategory ? sql`pc.price_usd` : sql`p.price_usd`) : sql`p.lowest_price`;
  if (price.min !== null) conditions.push(sql`${priceColumn} >= ${price.min}`);
  if (price.max !== null) conditions.push(sql`${priceColumn} <= ${price.max} and p.lowest_price > 0`);
  if (filters.storeCountry !== null) conditions.push(sql`p.shop_country = ${filters.storeCountry}`);
  if (filters.shipsTo !== null) {
    needsShop = true;
    conditions.push(sql`(s.ships_to is null or ${filters.shipsTo}::char(2) = any (s.ships_to))`);
  }
  if (filters.shop) {
    needsShop = true;
    conditions.push(sql`s.domain = ${filters.shop.domain} and s.platform = ${filters.shop.platform}`);
  }
  return { where: conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`, needsShop };
}

/**
 * The statement of one search page: the capped total, and the page's product ids in order.
 * `textNamesCategory`: the text names a category (see `textNamesCategory`), so its matches cluster in one price range.
 */
function pageStatement(request: SearchRequest, textNamesCategory: boolean) {
  const { params, perPage } = request;
  const text = searchText(params);
  const byCategoryPrice = isCategoryPriceBrowse(params, text);
  const { where, needsShop } = filtersFor(request, byCategoryPrice);
  const products = byCategoryPrice ? sql`product_categories pc join products p on p.id = pc.product_id` : sql`products p`;
  const from = needsShop ? sql`${products} join shops s on s.id = p.shop_id` : products;
  const { offset, relevance } = pagePlace(request);
  const gather = GATHER_ORDER[params.sort_by ?? 'popular'];
  // Prices follow categories (and so the words that name them): walking the price index from one
  // end can pass most of the catalogue before the first cheap mascara. Such searches, and searches
  // in a category, gather their matches and sort them ("+ 0" keeps the planner off the price
  // index); other words (brands, colours) spread over every price, and the walk finds them at once.
  const sortsMatches = isPriceSort(params) && ((text !== null && textNamesCategory) || params.category_id !== null);
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
  return sql<{ total: number; id: number | null }>`
    with matched as materialized (select p.id from ${from} where ${where} limit ${SEARCH_COUNTED_UP_TO}),
         counted as (select count(*)::int as total from matched)
    select counted.total, found.id
    from counted
    left join lateral (
      select row_number() over (order by ${pageOrder}) as position, page.id::float8 as id
      from ((${gathered}) union all (${walked})) page
    ) found on true
    order by found.position`;
}

/**
 * Whether the text names a category (stemmed as full-text search stems it), asked only where the
 * answer changes the plan: a text search sorted by price, outside a category.
 */
async function textNamesCategory(db: Kysely<Database>, params: SearchParams): Promise<boolean> {
  const text = searchText(params);
  if (text === null || !isPriceSort(params) || params.category_id !== null) return false;
  const { rows } = await sql<{ names: boolean }>`
    select exists (select 1 from categories c where to_tsvector('english', c.name) @@ websearch_to_tsquery('english', ${text})) as names`.execute(db);
  return rows[0]?.names ?? false;
}

/**
 * The search engine for what the in-process index cannot evaluate (phrases): one PostgreSQL
 * statement per page over the weighted `search_vector` and the indexes of migrations 0003 and 0004.
 */
export function phraseSearchEngine(db: Kysely<Database>): SearchEngine {
  return {
    async evaluates() {
      return true;
    },
    async page(request) {
      const { rows } = await pageStatement(request, await textNamesCategory(db, request.params)).execute(db);
      return {
        total: rows[0]?.total ?? 0,
        ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
        relevanceWindow: false,
        answeredBy: 'one PostgreSQL statement (a phrase)',
      };
    },
    /**
     * The matches in whatever order the cheapest plan finds them: an order (say, most reviewed
     * first) would make a search whose matches are rare among the popular products walk the whole
     * popularity index, 200 ms and more on the large data.
     */
    async sample(search, limit) {
      const { where, needsShop } = filtersFor(search, false);
      const { rows } = await sql<{ id: number; average_rating: number; shop_country: string }>`
        select p.id::float8 as id, p.average_rating::float8 as average_rating, p.shop_country
        from products p ${needsShop ? sql`join shops s on s.id = p.shop_id` : sql``} where ${where} limit ${limit + 1}`.execute(db);
      return {
        matches: rows.slice(0, limit).map((row) => ({ id: row.id, averageRating: row.average_rating, storeCountry: row.shop_country })),
        more: rows.length > limit,
      };
    },
  };
}
