import { sql, type Kysely } from 'kysely';
import { reviewIntegrityScores } from '@vouch/domain';
import type { Database } from '@vouch/db';

/** Whose figures a review's change moves. */
export interface ReviewOwners {
  user_id: string | null;
  shop_id: string;
  product_id: string | null;
}

interface Counts {
  published: number;
  verified: number;
  published_verified: number;
  average: string | null;
}

async function countReviews(db: Kysely<Database>, column: 'product_id' | 'shop_id', id: string): Promise<Counts> {
  const { rows } = await sql<Counts>`
    select count(*) filter (where published)::int as published,
           count(*) filter (where verified)::int as verified,
           count(*) filter (where verified and published)::int as published_verified,
           round(avg(rating) filter (where published), 2) as average
    from reviews where ${sql.ref(column)} = ${id} and deleted_at is null`.execute(db);
  return rows[0]!;
}

/**
 * Recounts what pages and medals read from a product's, shop's and reviewer's reviews after one
 * changed (spec §9 transparency and authenticity through the one domain rule). Run it in the
 * transaction of the change, so a failed write leaves every figure as it was.
 */
export async function refreshReviewAggregates(db: Kysely<Database>, owners: ReviewOwners): Promise<void> {
  if (owners.product_id) {
    const counts = await countReviews(db, 'product_id', owners.product_id);
    const scores = reviewIntegrityScores({ verified: counts.verified, publishedVerified: counts.published_verified, published: counts.published });
    await sql`update products set reviews_count = ${counts.published}, average_rating = ${counts.average ?? 0},
                transparency_score = ${scores.transparency}, authenticity_score = ${scores.authenticity}
              where id = ${owners.product_id}`.execute(db);
  }
  const counts = await countReviews(db, 'shop_id', owners.shop_id);
  const scores = reviewIntegrityScores({ verified: counts.verified, publishedVerified: counts.published_verified, published: counts.published });
  await sql`update shop_metrics set reviews_count = ${counts.published}, average_rating = ${counts.average ?? 0},
              verified_reviews_count = ${counts.verified}, published_verified_count = ${counts.published_verified},
              transparency_score = ${scores.transparency}, authenticity_score = ${scores.authenticity}, updated_at = now()
            where shop_id = ${owners.shop_id}`.execute(db);
  if (owners.user_id) {
    await sql`update users set reviews_count = (select count(*) from reviews where user_id = ${owners.user_id} and published and deleted_at is null)
              where id = ${owners.user_id}`.execute(db);
  }
}
