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

async function countReviews(
  db: Kysely<Database>,
  column: 'product_id' | 'shop_id',
  id: string,
): Promise<Counts> {
  return db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('published', '=', true).as('published'),
      eb.fn.countAll<number>().filterWhere('verified', '=', true).as('verified'),
      eb.fn
        .countAll<number>()
        .filterWhere('verified', '=', true)
        .filterWhere('published', '=', true)
        .as('published_verified'),
      sql<string | null>`round(avg(rating) filter (where published), 2)`.as('average'),
    ])
    .where(column, '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
    .then((row) => ({
      ...row,
      published: Number(row.published),
      verified: Number(row.verified),
      published_verified: Number(row.published_verified),
    }));
}

/** What product pages and shop pages both show of their reviews: count, average and the two scores. */
async function reviewFigures(db: Kysely<Database>, column: 'product_id' | 'shop_id', id: string) {
  const counts = await countReviews(db, column, id);
  const scores = reviewIntegrityScores({
    verified: counts.verified,
    publishedVerified: counts.published_verified,
    published: counts.published,
  });
  return {
    counts,
    shown: {
      reviews_count: counts.published,
      average_rating: counts.average ?? 0,
      transparency_score: scores.transparency,
      authenticity_score: scores.authenticity,
    },
  };
}

/**
 * Recounts what pages and medals read from a product's, shop's and reviewer's reviews after one
 * changed (spec §9 transparency and authenticity through the one domain rule). Run it in the
 * transaction of the change, so a failed write leaves every figure as it was.
 */
export async function refreshReviewAggregates(
  db: Kysely<Database>,
  owners: ReviewOwners,
): Promise<void> {
  if (owners.product_id) {
    const { shown } = await reviewFigures(db, 'product_id', owners.product_id);
    await db.updateTable('products').set(shown).where('id', '=', owners.product_id).execute();
  }
  const { counts, shown } = await reviewFigures(db, 'shop_id', owners.shop_id);
  await db
    .updateTable('shop_metrics')
    .set({
      ...shown,
      verified_reviews_count: counts.verified,
      published_verified_count: counts.published_verified,
      updated_at: sql`now()`,
    })
    .where('shop_id', '=', owners.shop_id)
    .execute();
  if (owners.user_id) {
    const userId = owners.user_id;
    await db
      .updateTable('users')
      .set((eb) => ({
        reviews_count: eb
          .selectFrom('reviews')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .where('published', '=', true)
          .where('deleted_at', 'is', null),
      }))
      .where('id', '=', userId)
      .execute();
  }
}
