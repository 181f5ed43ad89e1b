import { sql, type Kysely, type SqlBool } from 'kysely';
import type { FollowingResponse, PeopleQuery, ReviewerCard } from '@vouch/contracts';
import { pagePath, type PeopleFilter, type PeopleSort } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { avatarImageOf } from '../auth';

/** Each order walks its own index (migration 0005); id breaks ties so pages never overlap. */
const PEOPLE_ORDER: Record<PeopleSort, string> = {
  followers: 'u.followers_count desc, u.id desc',
  reviews: 'u.reviews_count desc, u.id desc',
  newest: 'u.created_at desc, u.id desc',
};

const PEOPLE_FILTER: Record<PeopleFilter, string> = {
  all: 'u.reviews_count > 0',
  verified_buyers:
    'exists (select 1 from reviews r where r.user_id = u.id and r.verified and r.published and r.deleted_at is null)',
  with_media:
    'exists (select 1 from reviews r where r.user_id = u.id and r.has_media and r.published and r.deleted_at is null)',
};

/** A reviewer card's columns (spec §3 people search); the profile path is built from the slug. */
const REVIEWER_CARD_COLUMNS = [
  'u.encoded_id',
  'u.name',
  'u.slug',
  'u.avatar_url',
  'u.avatar_retina_url',
  sql<string>`upper(left(trim(u.name), 1))`.as('reviewer_initial'),
  'u.reviews_count',
  'u.followers_count',
] as const;

type ReviewerCardRow = Omit<ReviewerCard, 'internal_path' | 'avatar_image_url'> & {
  slug: string;
  avatar_url: string | null;
  avatar_retina_url: string | null;
};

const reviewerCardFrom = ({
  slug,
  avatar_url,
  avatar_retina_url,
  ...card
}: ReviewerCardRow): ReviewerCard => ({
  ...card,
  avatar_image_url: avatarImageOf({ avatar_url, avatar_retina_url }),
  internal_path: pagePath('publicProfile', { slug }),
});

/** Spec §3 people search and §7 following: reviewers to find, and what a reviewer follows. */
export function peopleRepository(db: Kysely<Database>) {
  return {
    /** A page of reviewers who have published something, in the chosen order, leaving out the one asking. */
    async people(
      query: PeopleQuery,
      perPage: number,
      viewerId: string | null,
    ): Promise<ReviewerCard[]> {
      const rows = await db
        .selectFrom('users as u')
        .select(REVIEWER_CARD_COLUMNS)
        .where('u.role', '=', 'reviewer')
        .where(sql<SqlBool>`${sql.raw(PEOPLE_FILTER[query.filter_by])}`)
        .where('u.id', '<>', viewerId ?? '0')
        .orderBy(sql.raw(PEOPLE_ORDER[query.sort_by]))
        .offset((query.page - 1) * perPage)
        .limit(perPage)
        .execute();
      return rows.map(reviewerCardFrom);
    },

    /** What the user follows, newest follow first, each class up to `limit`. */
    async following(userId: string, limit: number): Promise<FollowingResponse> {
      // The user's follows of one class, newest first; each list joins what it shows and breaks ties by id.
      const followsOf = (followeeType: 'Product' | 'Shop' | 'Reviewer') =>
        db
          .selectFrom('follows as f')
          .where('f.follower_id', '=', userId)
          .where('f.followee_type', '=', followeeType)
          .orderBy('f.created_at', 'desc')
          .limit(limit);
      const [products, shops, reviewers] = await Promise.all([
        followsOf('Product')
          .innerJoin('products as p', 'p.id', 'f.followee_id')
          .innerJoin('shops as s', 's.id', 'p.shop_id')
          .select([
            'p.encoded_id as encoded_product_id',
            'p.title',
            's.slug',
            'p.handle',
            'p.image_url',
            's.name as shop_name',
            'p.average_rating',
            'p.reviews_count',
          ])
          .orderBy('p.id', 'desc')
          .execute(),
        followsOf('Shop')
          .innerJoin('shops as s', 's.id', 'f.followee_id')
          .leftJoin('shop_metrics as m', 'm.shop_id', 's.id')
          .select([
            's.encoded_id as encoded_shop_id',
            's.name',
            's.slug',
            's.logo_url as logo',
            'm.average_rating',
            'm.reviews_count',
          ])
          .orderBy('s.id', 'desc')
          .execute(),
        followsOf('Reviewer')
          .innerJoin('users as u', 'u.id', 'f.followee_id')
          .select(REVIEWER_CARD_COLUMNS)
          .orderBy('u.id', 'desc')
          .execute(),
      ]);
      return {
        products: products.map(({ slug, handle, average_rating, ...product }) => ({
          ...product,
          internal_path: pagePath('product', { shopSlug: slug, productHandle: handle }),
          average_rating: Number(average_rating),
        })),
        shops: shops.map(({ slug, average_rating, reviews_count, ...shop }) => ({
          ...shop,
          internal_path: pagePath('shop', { shopSlug: slug }),
          average_rating: Number(average_rating ?? 0),
          reviews_count: reviews_count ?? 0,
        })),
        reviewers: reviewers.map(reviewerCardFrom),
      };
    },
  };
}
