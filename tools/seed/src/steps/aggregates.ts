import { type QueryExecutorProvider, sql } from 'kysely';
import { DAY_MS, SEED_REFERENCE_DATE } from '../seed-clock';

/** Counts, averages, medal scores and feed events derived from the rows, in SQL. */
export async function computeAggregates(db: QueryExecutorProvider): Promise<void> {
  await sql`update products p set reviews_count = s.count, average_rating = s.avg,
      transparency_score = s.transparency, authenticity_score = s.authenticity
    from (select product_id, count(*) filter (where published) as count,
                 coalesce(round(avg(rating) filter (where published), 2), 0) as avg,
                 coalesce(round((count(*) filter (where verified and published))::numeric / nullif(count(*) filter (where verified), 0), 4), 0) as transparency,
                 coalesce(round((count(*) filter (where verified and published))::numeric / nullif(count(*) filter (where published), 0), 4), 0) as authenticity
          from reviews where deleted_at is null and product_id is not null group by product_id) s
    where p.id = s.product_id`.execute(db);
  await sql`insert into shop_metrics (shop_id, reviews_count, average_rating, verified_reviews_count, published_verified_count,
      orders_count, transparency_score, authenticity_score)
    select s.id, coalesce(r.published_count, 0), coalesce(r.avg, 0), coalesce(r.verified_count, 0), coalesce(r.published_verified, 0),
      coalesce(o.count, 0),
      coalesce(round(r.published_verified::numeric / nullif(r.verified_count, 0), 4), 0),
      coalesce(round(r.published_verified::numeric / nullif(r.published_count, 0), 4), 0)
    from shops s
    left join (select shop_id, count(*) filter (where published) as published_count,
                      round(avg(rating) filter (where published), 2) as avg,
                      count(*) filter (where verified) as verified_count,
                      count(*) filter (where verified and published) as published_verified
               from reviews where deleted_at is null group by shop_id) r on r.shop_id = s.id
    left join (select shop_id, count(*) as count from orders group by shop_id) o on o.shop_id = s.id`.execute(
    db,
  );
  await sql`update users u set reviews_count = s.count from
    (select user_id, count(*) as count from reviews where deleted_at is null and published group by user_id) s where u.id = s.user_id`.execute(
    db,
  );
  await sql`update users u set followers_count = s.count from
    (select followee_id, count(*) as count from follows where followee_type = 'Reviewer' group by followee_id) s where u.id = s.followee_id`.execute(
    db,
  );
  await sql`update categories c set products_count = s.count from
    (select category_id, count(*) as count from product_categories group by category_id) s where c.id = s.category_id`.execute(
    db,
  );
  await sql`select refresh_search_terms()`.execute(db);
  // Feed events for the last 60 days of activity; older activity is history, not news.
  const since = new Date(SEED_REFERENCE_DATE.getTime() - 60 * DAY_MS).toISOString();
  await sql`insert into feed_events (owner_type, owner_id, event_type, review_id, created_at)
    select owner_type, owner_id, 'review_published', r.id, r.created_at
    from reviews r cross join lateral (values ('Reviewer', r.user_id), ('Shop', r.shop_id), ('Product', r.product_id)) o(owner_type, owner_id)
    where r.published and r.deleted_at is null and r.created_at >= ${since} and o.owner_id is not null`.execute(
    db,
  );
  await sql`insert into feed_events (owner_type, owner_id, event_type, review_id, created_at)
    select 'Shop', shop_id, 'shop_replied', id, replied_at from reviews
    where reply_body is not null and published and deleted_at is null and replied_at >= ${since}`.execute(
    db,
  );
}
