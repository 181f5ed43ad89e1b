import { sql, type Kysely } from 'kysely';
import type { FollowingResponse, PeopleQuery, ReviewerCard } from '@vouch/contracts';
import type { PeopleFilter, PeopleSort } from '@vouch/domain';
import type { Database } from '@vouch/db';

/** Each order walks its own index (migration 0005); id breaks ties so pages never overlap. */
const PEOPLE_ORDER: Record<PeopleSort, string> = {
  followers: 'u.followers_count desc, u.id desc',
  reviews: 'u.reviews_count desc, u.id desc',
  newest: 'u.created_at desc, u.id desc',
};

const PEOPLE_FILTER: Record<PeopleFilter, string> = {
  all: 'u.reviews_count > 0',
  verified_buyers: 'exists (select 1 from reviews r where r.user_id = u.id and r.verified and r.published and r.deleted_at is null)',
  with_media: 'exists (select 1 from reviews r where r.user_id = u.id and r.has_media and r.published and r.deleted_at is null)',
};

const REVIEWER_CARD = sql`
  u.encoded_id, u.name, '/reviews/profile/' || u.slug as internal_path, u.avatar_url as avatar_image_url,
  upper(left(trim(u.name), 1)) as reviewer_initial, u.reviews_count, u.followers_count`;

/** Spec §3 people search and §7 following: reviewers to find, and what a reviewer follows. */
export function peopleRepository(db: Kysely<Database>) {
  return {
    /** A page of reviewers who have published something, in the chosen order, leaving out the one asking. */
    async people(query: PeopleQuery, perPage: number, viewerId: string | null): Promise<ReviewerCard[]> {
      const { rows } = await sql<ReviewerCard>`
        select ${REVIEWER_CARD} from users u
        where u.role = 'reviewer' and ${sql.raw(PEOPLE_FILTER[query.filter_by])} and u.id <> ${viewerId ?? '0'}
        order by ${sql.raw(PEOPLE_ORDER[query.sort_by])}
        offset ${(query.page - 1) * perPage} limit ${perPage}`.execute(db);
      return rows;
    },

    /** What the user follows, newest follow first, each class up to `limit`. */
    async following(userId: string, limit: number): Promise<FollowingResponse> {
      const [products, shops, reviewers] = await Promise.all([
        sql<FollowingResponse['products'][number]>`
          select p.encoded_id as encoded_product_id, p.title, '/reviews/stores/' || s.slug || '/products/' || p.handle as internal_path,
                 p.image_url, s.name as shop_name, p.average_rating::float8 as average_rating, p.reviews_count
          from follows f join products p on p.id = f.followee_id join shops s on s.id = p.shop_id
          where f.follower_id = ${userId} and f.followee_type = 'Product'
          order by f.created_at desc, p.id desc limit ${limit}`.execute(db),
        sql<FollowingResponse['shops'][number]>`
          select s.encoded_id as encoded_shop_id, s.name, '/reviews/stores/' || s.slug as internal_path, s.logo_url as logo,
                 coalesce(m.average_rating, 0)::float8 as average_rating, coalesce(m.reviews_count, 0) as reviews_count
          from follows f join shops s on s.id = f.followee_id left join shop_metrics m on m.shop_id = s.id
          where f.follower_id = ${userId} and f.followee_type = 'Shop'
          order by f.created_at desc, s.id desc limit ${limit}`.execute(db),
        sql<ReviewerCard>`
          select ${REVIEWER_CARD} from follows f join users u on u.id = f.followee_id
          where f.follower_id = ${userId} and f.followee_type = 'Reviewer'
          order by f.created_at desc, u.id desc limit ${limit}`.execute(db),
      ]);
      return { products: products.rows, shops: shops.rows, reviewers: reviewers.rows };
    },
  };
}
