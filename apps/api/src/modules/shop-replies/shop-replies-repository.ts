import { sql, type Kysely } from 'kysely';
import type { ShopReplyResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { feedEventWriter } from '../feed';
import { shopMemberExists } from '../shops';

interface RepliedReview {
  id: string;
  shop_id: string;
  public_id: string;
  had_reply: boolean;
}

/** The review with its reply as it now is (and whether the review had none before), or why nothing changed. */
export type ShopReplyResult =
  | (ShopReplyResponse & { firstReply?: boolean })
  | { refused: 'not_found' }
  | { refused: 'not_member'; shopName: string };

/** A shop's members answer its published reviews; each change and its feed events in one transaction. */
export function shopReplyRepository(db: Kysely<Database>) {
  async function lockShopReview(
    trx: Kysely<Database>,
    userId: string,
    publicId: string,
  ): Promise<RepliedReview | Exclude<ShopReplyResult, ShopReplyResponse>> {
    // Only published reviews: unpublished and deleted ones are on no page.
    const review = await trx
      .selectFrom('reviews as r')
      .innerJoin('shops as s', 's.id', 'r.shop_id')
      .select((eb) => [
        'r.id',
        'r.shop_id',
        'r.public_id',
        eb('r.reply_body', 'is not', null).$castTo<boolean>().as('had_reply'),
        's.name as shop_name',
        shopMemberExists('r.shop_id', userId).as('is_member'),
      ])
      .where('r.public_id', '=', publicId)
      .where('r.published', '=', true)
      .where('r.deleted_at', 'is', null)
      .forUpdate('r')
      .executeTakeFirst();
    if (!review) return { refused: 'not_found' };
    if (!review.is_member) return { refused: 'not_member', shopName: review.shop_name };
    return review;
  }

  return {
    async reply(userId: string, publicId: string, body: string): Promise<ShopReplyResult> {
      return db.transaction().execute(async (trx) => {
        const review = await lockShopReview(trx, userId, publicId);
        if ('refused' in review) return review;
        const { replied_at } = await trx
          .updateTable('reviews')
          .set({ reply_body: body, replied_at: sql`now()`, updated_at: sql`now()` })
          .where('id', '=', review.id)
          .returning(
            sql<string>`to_char(replied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
              'replied_at',
            ),
          )
          .executeTakeFirstOrThrow();
        if (!review.had_reply) await feedEventWriter.shopReplied(trx, review);
        return {
          review: { public_id: review.public_id, reply: { body, replied_at } },
          firstReply: !review.had_reply,
        };
      });
    },

    async withdraw(userId: string, publicId: string): Promise<ShopReplyResult> {
      return db.transaction().execute(async (trx) => {
        const review = await lockShopReview(trx, userId, publicId);
        if ('refused' in review) return review;
        if (review.had_reply) {
          await trx
            .updateTable('reviews')
            .set({ reply_body: null, replied_at: null, updated_at: sql`now()` })
            .where('id', '=', review.id)
            .execute();
          await feedEventWriter.replyWithdrawn(trx, review.id);
        }
        return { review: { public_id: review.public_id, reply: null } };
      });
    },
  };
}
