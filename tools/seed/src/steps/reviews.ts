import { createHash } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';
import { normalizedReviewText } from '@vouch/domain';
import { BulkInserter, type SeedRow } from '../bulk-insert';
import { DEMO_ACCOUNTS, DEMO_IDS } from '../demo-accounts';
import { deterministicUuid, encodedId } from '../encoded-id';
import { generatedImage } from '../generated-image';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { ProductRow } from '../seed-rows';
import type { SeedSize } from '../seed-sizes';
import * as words from '../vocabulary';

export const REVIEW_SOURCES = {
  organic: 34,
  invite: 30,
  migrated: 10,
  aliexpress: 5,
  verified_provider: 11,
  unverified_provider: 5,
  unverified_source: 5,
} as const;

/** J-shaped: most reviews are five stars, the next bump is one star. */
export const RATING_WEIGHTS = { 5: 62, 4: 16, 3: 6, 2: 4, 1: 12 } as const;

/** How reviews are spread: shop reviews (no product), verified, published and deleted shares. */
export const REVIEW_DRAW = {
  /** A review lands on product `floor(products * u ** skew)`: most on the first (popular) products. */
  productSkew: 3,
  shopReviewShare: 0.12,
  verifiedShare: 0.72,
  publishedShare: 0.96,
  deletedShare: 0.01,
} as const;

export async function seedReviews(
  db: QueryExecutorProvider,
  prng: Prng,
  size: SeedSize,
  products: ProductRow[],
): Promise<void> {
  const reviews = new BulkInserter(db, 'reviews', {
    id: 'int8',
    public_id: 'text',
    uuid: 'uuid',
    user_id: 'int8',
    reviewer_display_name: 'text',
    shop_id: 'int8',
    product_id: 'int8',
    line_item_id: 'int8',
    rating: 'int2',
    title: 'text',
    body: 'text',
    verified: 'bool',
    source: 'text',
    published: 'bool',
    recommended: 'bool',
    text_fingerprint: 'text',
    deleted_at: 'timestamptz',
    has_media: 'bool',
    reply_body: 'text',
    replied_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  const media = new BulkInserter(
    db,
    'review_media',
    {
      review_id: 'int8',
      kind: 'text',
      position: 'int2',
      compact_url: 'text',
      huge_url: 'text',
      external_id: 'text',
    },
    { parent: reviews },
  );
  // A review is signed with its author's name, as the users step gave it.
  const { rows: users } = await sql<{
    id: string;
    name: string;
  }>`select id, name from users`.execute(db);
  const userNames = new Map(users.map((user) => [Number(user.id), user.name]));

  // Reviews of the demo reviewer's own line items come first, linked and verified.
  const demoItems = await sql<{ id: string; product_id: string; shop_id: string }>`
    select li.id, li.product_id, p.shop_id from line_items li join orders o on o.id = li.order_id
    join products p on p.id = li.product_id where o.user_id = ${DEMO_IDS.reviewer} order by li.id`.execute(
    db,
  );
  let id = 0;
  const reviewedDemoItems = demoItems.rows.slice(0, Math.ceil(demoItems.rows.length / 2));
  for (const item of reviewedDemoItems) {
    id++;
    await reviews.add(
      reviewRow(prng, id, {
        userId: 1,
        name: DEMO_ACCOUNTS.reviewer.name,
        shopId: Number(item.shop_id),
        productId: Number(item.product_id),
        lineItemId: Number(item.id),
        verified: true,
        published: id !== 2,
      }),
    );
  }
  for (let index = 0; index < size.reviews - reviewedDemoItems.length; index++) {
    id++;
    // Skewed towards popular products, as on every real review site.
    const product = products[Math.floor(products.length * prng.next() ** REVIEW_DRAW.productSkew)]!;
    const shopReview = prng.chance(REVIEW_DRAW.shopReviewShare);
    const userId = prng.int(3, size.reviewers);
    const row = reviewRow(prng, id, {
      userId,
      name: userNames.get(userId)!,
      shopId: product.shopId,
      productId: shopReview ? null : product.id,
      lineItemId: null,
      verified: prng.chance(REVIEW_DRAW.verifiedShare),
      published: prng.chance(REVIEW_DRAW.publishedShare),
    });
    await reviews.add(row);
    if (row.has_media) {
      const pictures = prng.int(1, 3);
      // A photo of the product where it is used: its kind's (else its group's) pictogram, in its colour.
      const scene = `review-${product.pictureGroup}-${product.colour}-${product.pictureKind}-${id}`;
      for (let position = 0; position < pictures; position++) {
        await media.add({
          review_id: id,
          kind: 'picture',
          position,
          compact_url: generatedImage(`${scene}-${position}`, 'compact'),
          huge_url: generatedImage(`${scene}-${position}`, 'huge'),
          external_id: null,
        });
      }
      if (prng.chance(0.15)) {
        // Spec §3: an id longer than 16 characters belongs to one provider, shorter to the other.
        const externalId = prng.chance(0.5)
          ? encodedId('v', id).padEnd(11, 'x')
          : `${encodedId('vid', id)}${encodedId('x', id * 3)}`.padEnd(20, 'z');
        await media.add({
          review_id: id,
          kind: 'video_external',
          position: pictures,
          compact_url: null,
          huge_url: null,
          external_id: externalId,
        });
      }
    }
  }
  await reviews.flush();
  await media.flush();
}

function reviewRow(
  prng: Prng,
  id: number,
  who: {
    userId: number;
    name: string;
    shopId: number;
    productId: number | null;
    lineItemId: number | null;
    verified: boolean;
    published: boolean;
  },
): SeedRow<'reviews'> & { has_media: boolean } {
  const rating = Number(prng.weighted(RATING_WEIGHTS)) as 1 | 2 | 3 | 4 | 5;
  const age = Math.floor(prng.next() ** 1.8 * 1000);
  const sentences = Array.from({ length: prng.int(1, 4) }, () =>
    prng.pick(words.REVIEW_SENTENCES[rating]),
  );
  const replied = prng.chance(rating <= 2 ? 0.5 : 0.12);
  const source = who.lineItemId ? 'organic' : prng.weighted(REVIEW_SOURCES);
  const title = prng.pick(words.REVIEW_TITLES[rating]);
  const body = [...new Set(sentences)].join(' ');
  return {
    id,
    public_id: encodedId('rv', id),
    uuid: deterministicUuid(id),
    user_id: who.userId,
    reviewer_display_name: who.name,
    shop_id: who.shopId,
    product_id: who.productId,
    line_item_id: who.lineItemId,
    rating,
    title,
    body,
    // As the API stores it for new reviews: repeated texts are found by it.
    text_fingerprint: createHash('md5').update(normalizedReviewText(title, body)).digest('hex'),
    verified: who.verified || source === 'verified_provider',
    source,
    published: who.published,
    // Two in three of the 4 and 5 star reviews say "I recommend this"; no draw, so the rest of the data stays as it was.
    recommended: rating >= 4 && id % 3 !== 0,
    deleted_at: prng.chance(REVIEW_DRAW.deletedShare) ? daysAgo(Math.max(0, age - 1)) : null,
    has_media: prng.chance(0.09),
    reply_body: replied ? prng.pick(words.shopRepliesFor(rating)) : null,
    replied_at: replied ? daysAgo(Math.max(0, age - 2)) : null,
    created_at: daysAgo(age),
    updated_at: daysAgo(age),
  };
}
