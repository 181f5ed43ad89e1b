import { sql, type Kysely } from 'kysely';
import type {
  DisputeSummary,
  PrivateBasicData,
  PublicBasicData,
  Reward,
  ReviewWithSubject,
} from '@vouch/contracts';
import {
  pagePath,
  PRIVATE_LIST_PAGE_SIZE,
  RECOMMENDATION_MIN_RATING,
  reviewerInitial,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { avatarImageOf } from '../auth';
import {
  REVIEW_ROW_COLUMNS,
  REVIEW_ROW_JOINS,
  reviewWithSubjectFrom,
  type ReviewRow,
} from '../reviews';

/** A reviewer as their profile reads them: the public fields and, for the owner's view, the private ones. */
export interface ProfileReviewer {
  id: string;
  publicData: PublicBasicData;
  privateData: PrivateBasicData;
}

export interface PublicCounts {
  reviews: number;
  recommendations: number;
  shops: number;
  products: number;
  reviewers: number;
}

export interface PrivateCounts {
  rewards: number;
  orders: number;
  disputes: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const shopOf = (row: { shop_name: string; shop_slug: string }) => ({
  name: row.shop_name,
  internal_path: pagePath('shop', { shopSlug: row.shop_slug }),
});

/** Reads behind both profile views; every count is counted from the rows, not kept on the side. */
export function profileRepository(db: Kysely<Database>) {
  const recommendationsOf = (userId: string) =>
    db
      .selectFrom('reviews as r')
      .where('r.user_id', '=', userId)
      .where('r.recommended', '=', true)
      .where('r.rating', '>=', RECOMMENDATION_MIN_RATING)
      .where('r.published', '=', true)
      .where('r.deleted_at', 'is', null);

  return {
    async reviewerBySlug(slug: string): Promise<ProfileReviewer | null> {
      const row = await db
        .selectFrom('users as u')
        .select([
          'u.id',
          'u.encoded_id',
          'u.slug',
          'u.name',
          'u.avatar_url',
          'u.avatar_retina_url',
          'u.gravatar_hash',
          'u.country',
          'u.created_at',
          'u.followers_count',
          'u.subscribed_rs',
          'u.email',
          'u.currency',
          'u.short_display_name',
          sql<boolean>`exists (select 1 from orders o where o.user_id = u.id)`.as('verified_buyer'),
          sql<
            string | null
          >`(select c.new_email from email_change_requests c where c.user_id = u.id and c.confirmed_at is null
                               and c.undone_at is null and c.confirm_expires_at > now() order by c.id desc limit 1)`.as(
            'pending_email',
          ),
          sql<number>`(select count(*)::int from reviews r where r.user_id = u.id and r.verified and r.published and r.deleted_at is null)`.as(
            'verified_reviews_count',
          ),
        ])
        .where('u.slug', '=', slug)
        .where('u.role', '=', 'reviewer')
        .executeTakeFirst();
      if (!row) return null;
      const publicData: PublicBasicData = {
        encoded_id: row.encoded_id,
        slug: row.slug,
        name: row.name,
        reviewer_initial: reviewerInitial(row.name) || '?',
        avatar_image_url: avatarImageOf(row),
        gravatar_hash: row.gravatar_hash,
        verified_buyer: row.verified_buyer,
        country: row.country,
        member_since: iso(row.created_at),
        followers_count: row.followers_count,
        verified_reviews_count: row.verified_reviews_count,
      };
      return {
        id: String(row.id),
        publicData,
        privateData: {
          ...publicData,
          subscribed_rs: row.subscribed_rs,
          email: row.email,
          pending_email: row.pending_email,
          currency: row.currency,
          short_display_name: row.short_display_name,
        },
      };
    },

    async publicCounts(userId: string): Promise<PublicCounts> {
      // Raw SQL: five independent counts in one round trip.
      const { rows } = await sql<PublicCounts>`
        select
          (select count(*)::int from reviews r where r.user_id = ${userId} and r.published and r.deleted_at is null) as reviews,
          (select count(*)::int from reviews r where r.user_id = ${userId} and r.recommended and r.rating >= ${RECOMMENDATION_MIN_RATING}
             and r.published and r.deleted_at is null) as recommendations,
          (select count(*)::int from follows f where f.follower_id = ${userId} and f.followee_type = 'Shop') as shops,
          (select count(*)::int from follows f where f.follower_id = ${userId} and f.followee_type = 'Product') as products,
          (select count(*)::int from follows f where f.follower_id = ${userId} and f.followee_type = 'Reviewer') as reviewers`.execute(
        db,
      );
      return rows[0]!;
    },

    /** The private tabs' counts, each the total of the lists under its tab (disputes: both sides' lists). */
    async privateCounts(userId: string): Promise<PrivateCounts> {
      const { rows } = await sql<PrivateCounts>`
        select
          (select count(*)::int from rewards w where w.user_id = ${userId}) as rewards,
          (select count(*)::int from line_items li join orders o on o.id = li.order_id where o.user_id = ${userId}) as orders,
          (select count(*)::int from disputes d where d.user_id = ${userId})
            + (select count(*)::int from disputes d
               where d.shop_id in (select m.shop_id from shop_members m where m.user_id = ${userId})) as disputes`.execute(
        db,
      );
      return rows[0]!;
    },

    /** A page of the reviewer's recommendations, newest first. */
    async recommendations(
      userId: string,
      page: number,
      perPage: number,
    ): Promise<{ items: ReviewWithSubject[]; total: number }> {
      const [{ total }, { rows }] = await Promise.all([
        recommendationsOf(userId)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        sql<ReviewRow>`
          select ${REVIEW_ROW_COLUMNS}
          from (${recommendationsOf(userId)
            .selectAll('r')
            .orderBy('r.created_at', 'desc')
            .orderBy('r.id', 'desc')
            .offset((page - 1) * perPage)
            .limit(perPage)}) r
          ${REVIEW_ROW_JOINS}
          order by r.created_at desc, r.id desc`.execute(db),
      ]);
      return { items: rows.map(reviewWithSubjectFrom), total: Number(total) };
    },

    /** A page of the thank-you coupons shops gave the reviewer, newest first. */
    async rewards(userId: string, page: number): Promise<Reward[]> {
      const rows = await db
        .selectFrom('rewards as w')
        .innerJoin('shops as s', 's.id', 'w.shop_id')
        .select([
          'w.public_id',
          'w.code',
          'w.kind',
          'w.value',
          'w.currency',
          'w.expires_at',
          'w.used_at',
          'w.created_at',
          's.name as shop_name',
          's.slug as shop_slug',
        ])
        .where('w.user_id', '=', userId)
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .offset((page - 1) * PRIVATE_LIST_PAGE_SIZE)
        .limit(PRIVATE_LIST_PAGE_SIZE)
        .execute();
      return rows.map((row) => ({
        public_id: row.public_id,
        shop: shopOf(row),
        code: row.code,
        kind: row.kind,
        value: Number(row.value),
        currency: row.currency,
        expires_at: iso(row.expires_at),
        used_at: row.used_at ? iso(row.used_at) : null,
        created_at: iso(row.created_at),
      }));
    },

    /** A page of the reviewer's own disputes, or (side `shop`) of the disputes about the shops they answer for. */
    async disputes(
      userId: string,
      page: number,
      side: 'reviewer' | 'shop' = 'reviewer',
    ): Promise<{ items: DisputeSummary[]; total: number }> {
      const scoped = db
        .selectFrom('disputes as d')
        .$if(side === 'reviewer', (q) => q.where('d.user_id', '=', userId))
        .$if(side === 'shop', (q) =>
          q.where(
            'd.shop_id',
            'in',
            db.selectFrom('shop_members').select('shop_id').where('user_id', '=', userId),
          ),
        );
      const [{ total }, rows] = await Promise.all([
        scoped.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        scoped
          .innerJoin('shops as s', 's.id', 'd.shop_id')
          .leftJoin('products as p', 'p.id', 'd.product_id')
          .select([
            'd.public_id',
            'd.dispute_type',
            'd.status',
            'd.outcome',
            'd.created_at',
            'd.updated_at',
            'p.title as product_title',
            's.name as shop_name',
            's.slug as shop_slug',
          ])
          .orderBy('d.created_at', 'desc')
          .orderBy('d.id', 'desc')
          .offset((page - 1) * PRIVATE_LIST_PAGE_SIZE)
          .limit(PRIVATE_LIST_PAGE_SIZE)
          .execute(),
      ]);
      const items = rows.map((row) => ({
        public_id: row.public_id,
        shop: shopOf(row),
        product_title: row.product_title,
        dispute_type: row.dispute_type,
        status: row.status,
        outcome: row.outcome,
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      }));
      return { items, total: Number(total) };
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
