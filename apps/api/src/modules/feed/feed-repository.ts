import { sql, type Kysely } from 'kysely';
import type { FeedEvent, FeedEventOwner, UnreviewedProduct } from '@vouch/contracts';
import { pagePath, type FeedOwnerClass } from '@vouch/domain';
import type { Database } from '@vouch/db';
import {
  REVIEW_ROW_COLUMNS,
  REVIEW_ROW_JOINS,
  reviewWithSubjectFrom,
  type ReviewRow,
} from '../reviews';

/** Where a page of the feed ends: the last event's instant (to the microsecond) and id. */
export interface FeedCursor {
  createdAt: string;
  id: string;
}

interface FeedRow extends ReviewRow {
  event_id: string;
  event_type: FeedEvent['event_type'];
  event_created_at: string;
  owner: FeedEventOwner;
}

/** How many products the feed asks the reviewer to review. */
const UNREVIEWED_PROMPT_SIZE = 3;

export function feedRepository(db: Kysely<Database>) {
  return {
    /**
     * A page of the events of what the user follows, newest first, before the cursor. Each followed
     * owner's events are read from its own index range (at most a page each), then merged. The
     * cursor is null when nothing older is left: a page may hold fewer entries than events.
     */
    async events(
      userId: string,
      classes: readonly FeedOwnerClass[],
      before: FeedCursor | null,
      perPage: number,
    ): Promise<{ events: FeedEvent[]; cursor: FeedCursor | null }> {
      const beforeCursor = before
        ? sql`and (e.created_at, e.id) < (${before.createdAt}::timestamptz, ${before.id}::bigint)`
        : sql``;
      // Raw SQL: a lateral walk of each followed owner's events that stops after one page (the
      // (owner, created_at, id) index), then the page's rows filled in: the planner will not find this alone.
      // Issue #29, item 2: one entry per review, whoever it came through (its shop, product or
      // author) and whatever happened to it. The page is the newest events of the merged walk, and
      // the cursor is its last event, so no event is ever skipped; within the page each review keeps
      // its newest event ("New review" over the pictures written with it). A later page may meet the
      // review again through an older event: the client keeps the first (appendPages keyed by review).
      const { rows } = await sql<
        FeedRow & { cursor_created_at: string; cursor_id: string; merged_count: number }
      >`
        with candidates as (
          select e.id, e.event_type, e.owner_type, e.owner_id, e.review_id, e.created_at
          from follows f
          cross join lateral (
            select e.* from feed_events e
            where e.owner_type = f.followee_type and e.owner_id = f.followee_id ${beforeCursor}
            order by e.created_at desc, e.id desc
            limit ${perPage}
          ) e
          where f.follower_id = ${userId} and f.followee_type = any (${[...classes]}::text[])
        ), merged as (
          select * from candidates order by created_at desc, id desc limit ${perPage}
        ), last_of_page as (
          select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_created_at, id::text as cursor_id,
                 (select count(*)::int from merged) as merged_count
          from merged order by created_at asc, id asc limit 1
        ), page as (
          select distinct on (m.review_id) m.* from merged m
          order by m.review_id, m.created_at desc, (m.event_type = 'review_published') desc, m.id desc
        )
        select e.id as event_id, e.event_type, last_of_page.cursor_created_at, last_of_page.cursor_id, last_of_page.merged_count,
               to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as event_created_at,
               case e.owner_type
                 when 'Reviewer' then (select json_build_object('encoded_id', ou.encoded_id, 'class', 'Reviewer', 'name', ou.name,
                                                                'internal_path', '/reviews/profile/' || ou.slug, 'image_url', ou.avatar_url)
                                       from users ou where ou.id = e.owner_id)
                 when 'Shop' then (select json_build_object('encoded_id', os.encoded_id, 'class', 'Shop', 'name', os.name,
                                                            'internal_path', '/reviews/stores/' || os.slug, 'image_url', os.logo_url)
                                   from shops os where os.id = e.owner_id)
                 else (select json_build_object('encoded_id', op.encoded_id, 'class', 'Product', 'name', op.title,
                                                'internal_path', '/reviews/stores/' || ops.slug || '/products/' || op.handle, 'image_url', op.image_url)
                       from products op join shops ops on ops.id = op.shop_id where op.id = e.owner_id)
               end as owner,
               ${REVIEW_ROW_COLUMNS}
        from page e
        cross join last_of_page
        join reviews r on r.id = e.review_id
        ${REVIEW_ROW_JOINS}
        order by e.created_at desc, e.id desc`.execute(db);
      const last = rows.at(-1);
      return {
        events: rows.map((row) => ({
          id: String(row.event_id),
          event_type: row.event_type,
          created_at: row.event_created_at,
          event_owner: row.owner,
          review: reviewWithSubjectFrom(row),
        })),
        // A short walk read everything: no next page. A full one may have more, even when merging left fewer entries.
        cursor:
          last && last.merged_count === perPage
            ? { createdAt: last.cursor_created_at, id: last.cursor_id }
            : null,
      };
    },

    /** Spec §3 current_reviewer_unreviewed_products: the newest things the user ordered and has not reviewed. */
    async unreviewedProducts(userId: string): Promise<UnreviewedProduct[]> {
      const rows = await db
        .selectFrom('orders as o')
        .innerJoin('line_items as li', 'li.order_id', 'o.id')
        .innerJoin('products as p', 'p.id', 'li.product_id')
        .innerJoin('shops as s', 's.id', 'p.shop_id')
        .select([
          'li.public_id as line_item_public_id',
          'p.title as product_title',
          'p.image_url as product_image_url',
          's.name as shop_name',
          'o.placed_at',
          's.slug',
          'p.handle',
        ])
        .where('o.user_id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('reviews as r').select('r.id').whereRef('r.line_item_id', '=', 'li.id'),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('reviews as r')
                .select('r.id')
                .where('r.user_id', '=', userId)
                .whereRef('r.product_id', '=', 'li.product_id'),
            ),
          ),
        )
        .orderBy('o.placed_at', 'desc')
        .orderBy('li.id', 'desc')
        .limit(UNREVIEWED_PROMPT_SIZE)
        .execute();
      return rows.map(({ slug, handle, placed_at, ...row }) => ({
        ...row,
        product_internal_path: pagePath('product', { shopSlug: slug, productHandle: handle }),
        placed_at: new Date(placed_at).toISOString(),
      }));
    },
  };
}
