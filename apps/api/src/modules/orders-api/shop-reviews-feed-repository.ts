import { sql, type Kysely } from 'kysely';
import type { ShopReviewsResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { reviewCursorText, type ReviewCursor } from './review-cursor';

/**
 * A shop's reviews, written or changed after `since`, oldest change first: a shop's own systems
 * read them page by page and keep the last cursor for next time (`after`: where the last page ended). Unpublished and removed reviews
 * come too (`published` false), so a copy can drop them. A change shows five seconds after it is made.
 */
export async function shopReviewsSince(
  db: Kysely<Database>,
  shopId: string,
  after: ReviewCursor | null,
  limit: number,
): Promise<ShopReviewsResponse> {
  const rows = await db
    .selectFrom('reviews as r')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('line_items as li', 'li.id', 'r.line_item_id')
    .leftJoin('orders as o', 'o.id', 'li.order_id')
    .select([
      'r.id',
      'r.public_id',
      'p.external_id as product_id',
      sql<string | null>`coalesce(o.external_id, o.public_id)`.as('order_id'),
      'r.rating',
      'r.title',
      'r.body',
      'r.reviewer_display_name',
      'r.verified',
      'r.source',
      sql<boolean>`r.published and r.deleted_at is null`.as('published'),
      'r.reply_body',
      'r.created_at',
      'r.updated_at',
      // To the microsecond, as stored: a cursor rounded to milliseconds would read a review again.
      sql<string>`to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'cursor_time',
      ),
    ])
    .where('r.shop_id', '=', shopId)
    // A change's time is its transaction's start: one still committing would be passed over by a
    // reader whose cursor moved past it. Five seconds settles every write the API makes.
    .where('r.updated_at', '<', sql<Date>`now() - interval '5 seconds'`)
    .$if(after !== null, (query) =>
      query.where(
        sql<boolean>`(r.updated_at, r.id) > (${after!.updatedAt}::timestamptz, ${after!.id}::bigint)`,
      ),
    )
    .orderBy('r.updated_at')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  const last = rows.at(-1);
  return {
    reviews: rows.map((row) => ({
      id: row.public_id,
      product_id: row.product_id,
      order_id: row.order_id,
      rating: row.rating,
      title: row.title,
      body: row.body,
      reviewer_name: row.reviewer_display_name,
      verified: row.verified,
      source: row.source,
      published: row.published,
      reply: row.reply_body,
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    next_cursor: last
      ? reviewCursorText({ updatedAt: last.cursor_time, id: last.id })
      : after && reviewCursorText(after),
  };
}
