import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchParams } from '@vouch/domain';
import type { Database } from '@vouch/db';
import {
  pagePlace,
  RELEVANCE_WINDOW,
  SEARCH_COUNTED_UP_TO,
  SEARCH_RESULTS_CAP,
  searchFilters,
  searchText,
  type Search,
  type SearchEngine,
  type SearchRequest,
} from '../search-engine';
import { textDiagnoses } from '../text-diagnosis-repository';

// Raw SQL throughout: each statement tells the planner which index to walk (see docs/architecture.md,
// 'How search.json stays fast'); the builder cannot say `order by` over a chosen index or a capped count.

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

const isPriceSort = (params: SearchParams) =>
  params.sort_by === 'price_asc' || params.sort_by === 'price_desc';

/** Category browsing sorted by price walks the category's own price index (migration 0004). */
const isCategoryPriceBrowse = (params: SearchParams, text: string | null) =>
  text === null && params.category_id !== null && isPriceSort(params);

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
  if (filters.minTransparency > 0)
    conditions.push(sql`p.transparency_score >= ${filters.minTransparency}`);
  if (filters.minAuthenticity > 0)
    conditions.push(sql`p.authenticity_score >= ${filters.minAuthenticity}`);
  if (filters.minReviews > 0) conditions.push(sql`p.reviews_count >= ${filters.minReviews}`);
  // Every level's categories are on the product (migration 0015): the planner knows each
  // category's size from the column's statistics and can combine its index with the text index.
  if (filters.categoryId !== null && !fromCategory)
    conditions.push(sql`p.category_ids @> array[${filters.categoryId}]::integer[]`);
  // A category's links carry their product's dollar price in order: bounds on it narrow the walk of
  // the link index to the price range, where bounds on the product are checked link by link.
  const price = filters.price;
  const priceColumn = price.inDollars
    ? fromCategory
      ? sql`pc.price_usd`
      : sql`p.price_usd`
    : sql`p.lowest_price`;
  if (price.min !== null) conditions.push(sql`${priceColumn} >= ${price.min}`);
  if (price.max !== null)
    conditions.push(sql`${priceColumn} <= ${price.max} and p.lowest_price > 0`);
  if (filters.storeCountry !== null) conditions.push(sql`p.shop_country = ${filters.storeCountry}`);
  if (filters.shipsTo !== null) {
    needsShop = true;
    conditions.push(sql`(s.ships_to is null or ${filters.shipsTo}::char(2) = any (s.ships_to))`);
  }
  if (filters.shop) {
    needsShop = true;
    conditions.push(
      sql`s.domain = ${filters.shop.domain} and s.platform = ${filters.shop.platform}`,
    );
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
  const products = byCategoryPrice
    ? sql`product_categories pc join products p on p.id = pc.product_id`
    : sql`products p`;
  const from = needsShop ? sql`${products} join shops s on s.id = p.shop_id` : products;
  const { offset, relevance } = pagePlace(request);
  const gather = GATHER_ORDER[params.sort_by ?? 'popular'];
  // Prices follow categories (and so the words that name them): walking the price index from one
  // end can pass most of the catalogue before the first cheap mascara. Such searches, and searches
  // in a category, gather their matches and sort them ("+ 0" keeps the planner off the price
  // index); other words (brands, colours) spread over every price, and the walk finds them at once.
  const sortsMatches =
    isPriceSort(params) && ((text !== null && textNamesCategory) || params.category_id !== null);
  const gatherOrder = byCategoryPrice
    ? sql.raw(
        params.sort_by === 'price_asc'
          ? 'pc.price_usd asc nulls last, pc.product_id asc'
          : 'pc.price_usd desc nulls last, pc.product_id desc',
      )
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
  const gathered = pageIdsOf(
    sql`products p`,
    sql`p.id in (select id from matched) and counted.total <= ${SEARCH_RESULTS_CAP}`,
    orderOver(gather, 'p'),
  );
  const walked = pageIdsOf(
    from,
    sql`${where} and counted.total > ${SEARCH_RESULTS_CAP}`,
    gatherOrder,
  );
  const pageOrder = relevance
    ? sql`page.exact desc, page.rank desc, ${orderOver(gather, 'page')}`
    : orderOver(gather, 'page');
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
    select exists (select 1 from categories c where to_tsvector('english', c.name) @@ websearch_to_tsquery('english', ${text})) as names`.execute(
    db,
  );
  return rows[0]?.names ?? false;
}

/**
 * The search engine for what the in-process index cannot evaluate (phrases): one PostgreSQL
 * statement per page over the weighted `search_vector` and the indexes of migrations 0003 and 0004.
 */
export function phraseSearchEngine(db: Kysely<Database>): SearchEngine {
  return {
    diagnose: textDiagnoses(db),
    async evaluates() {
      return true;
    },
    async page(request) {
      const { rows } = await pageStatement(
        request,
        await textNamesCategory(db, request.params),
      ).execute(db);
      return {
        total: rows[0]?.total ?? 0,
        ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
        answeredBy: 'one PostgreSQL statement (a phrase)',
        // Read in the statement itself: current whatever the options.
        staleIf: null,
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
        from products p ${needsShop ? sql`join shops s on s.id = p.shop_id` : sql``} where ${where} limit ${limit + 1}`.execute(
        db,
      );
      return {
        matches: rows.slice(0, limit).map((row) => ({
          id: row.id,
          averageRating: row.average_rating,
          storeCountry: row.shop_country,
        })),
        more: rows.length > limit,
      };
    },
  };
}
