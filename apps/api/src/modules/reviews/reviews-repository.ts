import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type {
  OwnReview,
  ProductReviewQuery,
  Review,
  ReviewFilters,
  ReviewWithSubject,
  WidgetData,
} from '@vouch/contracts';
import {
  RESTORE_WINDOW_DAYS,
  type PrivateReviewType,
  type ReviewSort,
  type ShopReviewType,
} from '@vouch/domain';
import { escapeLike } from '../../db/escape-like';
import type { Database } from '@vouch/db';
import type { ListedReview } from './product-review-list';
import { ratingSummaryOf, type RatingSummary } from './rating-summary';
import {
  ownReviewFrom,
  REVIEW_ROW_COLUMNS,
  REVIEW_ROW_JOINS,
  reviewFrom,
  reviewWithSubjectFrom,
  type ReviewRow,
} from './review-row';

/** Each sort's order; `pictures_first` (the default) puts reviews with pictures or videos first. */
const REVIEW_ORDER: Record<ReviewSort, string> = {
  pictures_first: 'r.has_media desc, r.created_at desc, r.id desc',
  most_recent: 'r.created_at desc, r.id desc',
  highest_rating: 'r.rating desc, r.created_at desc, r.id desc',
  lowest_rating: 'r.rating asc, r.created_at desc, r.id desc',
};

/**
 * Whose reviews a list shows: a product's (with or without its shop's own), a shop's of one review
 * type, a reviewer's published ones (their public profile), or all of a reviewer's own of one
 * private review type (their private profile: drafts, held and recently deleted reviews too).
 */
export type ReviewScope =
  | { of: 'product'; productId: string; shopId: string; type: ProductReviewQuery['review_type'] }
  | { of: 'shop'; shopId: string; type: ShopReviewType }
  | { of: 'reviewer'; userId: string }
  | { of: 'own'; userId: string; type: PrivateReviewType };

const PUBLISHED = sql<SqlBool>`r.deleted_at is null and r.published`;
const RESTORABLE = sql<SqlBool>`r.deleted_at > now() - make_interval(days => ${RESTORE_WINDOW_DAYS})`;

function scopeCondition(scope: ReviewScope): RawBuilder<SqlBool> {
  switch (scope.of) {
    case 'product':
      return scope.type === 'all-reviews'
        ? sql`${PUBLISHED} and (r.product_id = ${scope.productId} or (r.shop_id = ${scope.shopId} and r.product_id is null))`
        : sql`${PUBLISHED} and r.product_id = ${scope.productId}`;
    case 'shop':
      if (scope.type === 'shop-reviews')
        return sql`${PUBLISHED} and r.shop_id = ${scope.shopId} and r.product_id is null`;
      if (scope.type === 'product-reviews')
        return sql`${PUBLISHED} and r.shop_id = ${scope.shopId} and r.product_id is not null`;
      return sql`${PUBLISHED} and r.shop_id = ${scope.shopId}`;
    case 'reviewer':
      return sql`${PUBLISHED} and r.user_id = ${scope.userId}`;
    case 'own':
      if (scope.type === 'published') return sql`${PUBLISHED} and r.user_id = ${scope.userId}`;
      if (scope.type === 'unpublished')
        return sql`r.user_id = ${scope.userId} and ((r.deleted_at is null and not r.published) or ${RESTORABLE})`;
      return sql`r.user_id = ${scope.userId} and (r.deleted_at is null or ${RESTORABLE})`;
  }
}

export interface ProductRow {
  id: string;
  shop_id: string;
  currency: string;
  lowest_price: string;
  highest_price: string;
  average_rating: string;
  transparency_score: string;
  authenticity_score: string;
}

const PRODUCT_COLUMNS = [
  'p.id',
  'p.shop_id',
  'p.currency',
  'p.lowest_price',
  'p.highest_price',
  'p.average_rating',
  'p.transparency_score',
  'p.authenticity_score',
] as const;

export function reviewRepository(db: Kysely<Database>) {
  /** The published reviews in scope per star, and their average. */
  async function ratings(scope: ReviewScope): Promise<RatingSummary> {
    const rows = (
      await db
        .selectFrom('reviews as r')
        .select((eb) => ['r.rating', eb.fn.countAll<number>().as('count')])
        .where(scopeCondition(scope))
        .groupBy('r.rating')
        .execute()
    ).map((row) => ({ rating: row.rating, count: Number(row.count) }));
    return ratingSummaryOf(rows);
  }

  async function pageOfRows(
    scope: ReviewScope,
    query: ReviewFilters,
  ): Promise<{ rows: ReviewRow[]; total: number }> {
    const conditions: RawBuilder<unknown>[] = [scopeCondition(scope)];
    if (query.filter_rating !== undefined) conditions.push(sql`r.rating = ${query.filter_rating}`);
    if (query.verified_only) conditions.push(sql`r.verified`);
    if (query.review_source !== 'all_sources')
      conditions.push(sql`r.source = ${query.review_source}`);
    const search = query.search?.trim();
    if (search)
      conditions.push(
        sql`(r.title ilike ${`%${escapeLike(search)}%`} or r.body ilike ${`%${escapeLike(search)}%`})`,
      );
    const where = sql.join(conditions, sql` and `);
    const order =
      query.sort_by === 'most_recent' && query.sort_dir === 'asc'
        ? 'r.created_at asc, r.id asc'
        : REVIEW_ORDER[query.sort_by];
    const offset = (query.page - 1) * query.per_page;
    // A word search reads the text of every review in scope: it does so once, keeping the matches'
    // sort values, and the count and the page read those (one pass instead of two).
    const matched = search
      ? sql`with matched as materialized (select r.id, r.has_media, r.created_at, r.rating from reviews r where ${where})`
      : sql``;
    const counted = search
      ? sql`select count(*)::int as total from matched`
      : sql`select count(*)::int as total from reviews r where ${where}`;
    const page = search
      ? sql`select r.* from reviews r join (select r.id from matched r order by ${sql.raw(order)} offset ${offset} limit ${query.per_page}) page on page.id = r.id`
      : sql`select r.* from reviews r where ${where} order by ${sql.raw(order)} offset ${offset} limit ${query.per_page}`;
    // Raw SQL: the count and the page in one round trip, the page read as ids first (the lateral
    // join sorts and limits reviews before the joins that fill each row).
    const { rows } = await sql<ReviewRow & { total: number }>`
      ${matched}
      select counted.total, found.*
      from (${counted}) counted
      left join lateral (
        select row_number() over (order by ${sql.raw(order)}) as position, ${REVIEW_ROW_COLUMNS}
        from (${page}) r
        ${REVIEW_ROW_JOINS}
      ) found on true
      order by found.position`.execute(db);
    return { total: rows[0]?.total ?? 0, rows: rows.filter((row) => row.uuid !== null) };
  }

  return {
    /** The product a widget call names: its shop by domain, platform and public token, then its external id. */
    async product(
      query: Pick<ProductReviewQuery, 'shop_domain' | 'platform' | 'api_token' | 'external_id'>,
    ): Promise<ProductRow | null> {
      const product = await db
        .selectFrom('shops as s')
        .innerJoin('products as p', 'p.shop_id', 's.id')
        .select(PRODUCT_COLUMNS)
        .where('s.domain', '=', query.shop_domain)
        .where('s.platform', '=', query.platform)
        .where('s.public_token', '=', query.api_token)
        .where('p.external_id', '=', query.external_id)
        .limit(1)
        .executeTakeFirst();
      return product ?? null;
    },

    async productById(id: string): Promise<ProductRow | null> {
      return (
        (await db
          .selectFrom('products as p')
          .select(PRODUCT_COLUMNS)
          .where('p.id', '=', id)
          .executeTakeFirst()) ?? null
      );
    },

    /** One page of the reviews in scope with every filter of spec §7, and their total. Ratings and lists count the same rows. */
    async reviews(
      scope: ReviewScope,
      query: ReviewFilters,
    ): Promise<{ reviews: Review[]; total: number }> {
      const { rows, total } = await pageOfRows(scope, query);
      return { reviews: rows.map(reviewFrom), total };
    },

    /** The reviews in scope, each with what the product widget filters and sorts them on (`ProductReviewList`). */
    async listedReviews(scope: ReviewScope): Promise<ListedReview[]> {
      const { rows } = await sql<ListedReview>`
        select r.id::float8 as id, r.rating, r.verified, r.source, r.has_media,
               (extract(epoch from r.created_at) * 1000000)::float8 as created_at_us
        from reviews r where ${scopeCondition(scope)}`.execute(db);
      return rows;
    },

    /** Published reviews by id, in the order given (one already found by `ProductReviewList`); any unpublished since are left out. */
    async reviewsByIds(ids: number[]): Promise<Review[]> {
      if (ids.length === 0) return [];
      const { rows } = await sql<ReviewRow>`
        select ${REVIEW_ROW_COLUMNS}
        from unnest(${ids}::bigint[]) with ordinality as page(id, position)
        join reviews r on r.id = page.id
        ${REVIEW_ROW_JOINS}
        where ${PUBLISHED}
        order by page.position`.execute(db);
      return rows.map(reviewFrom);
    },

    /** The same page, each review with its shop and product picture (lists away from the product). */
    async reviewsWithSubject(
      scope: ReviewScope,
      query: ReviewFilters,
    ): Promise<{ reviews: ReviewWithSubject[]; total: number }> {
      const { rows, total } = await pageOfRows(scope, query);
      return { reviews: rows.map(reviewWithSubjectFrom), total };
    },

    /** How many reviews a scope holds: the total its list shows, without reading a page. */
    async countInScope(scope: ReviewScope): Promise<number> {
      const { rows } = await sql<{
        total: number;
      }>`select count(*)::int as total from reviews r where ${scopeCondition(scope)}`.execute(db);
      return rows[0]!.total;
    },

    /** A page of a reviewer's own reviews, each with its state. */
    async ownReviews(
      scope: Extract<ReviewScope, { of: 'own' }>,
      query: ReviewFilters,
    ): Promise<{ reviews: OwnReview[]; total: number }> {
      const { rows, total } = await pageOfRows(scope, query);
      return { reviews: rows.map(ownReviewFrom), total };
    },

    ratings,

    /** Spec §3 "Widget data" of a product, from its published reviews (their summary, if the caller has it) and its questions. */
    async widget(product: ProductRow, reviewsSummary?: RatingSummary): Promise<WidgetData> {
      const [summary, questions] = await Promise.all([
        reviewsSummary ??
          ratings({
            of: 'product',
            productId: product.id,
            shopId: product.shop_id,
            type: 'product-reviews',
          }),
        db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('product_id', '=', product.id)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        ...summary,
        number_of_questions: Number(questions.count),
        product_metrics: {
          transparency_score: Number(product.transparency_score),
          authenticity_score: Number(product.authenticity_score),
        },
        currency: product.currency,
        raw_lowest_price: Number(product.lowest_price),
        raw_highest_price: Number(product.highest_price),
      };
    },
  };
}
