import { sql, type Kysely } from 'kysely';
import type { ShopReplyResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { feedEventWriter } from '../feed/feed-event-writer';

interface RepliedReview {
  id: string;
  shop_id: string;
  public_id: string;
  had_reply: boolean;
}

/** The review with its reply as it now is, or why nothing changed. */
export type ShopReplyResult = ShopReplyResponse | { refused: 'not_found' } | { refused: 'not_member'; shopName: string };

/** A shop's members answer its published reviews; each change and its feed events in one transaction. */
export function shopReplyRepository(db: Kysely<Database>) {
  async function lockShopReview(trx: Kysely<Database>, userId: string, publicId: string): Promise<RepliedReview | Exclude<ShopReplyResult, ShopReplyResponse>> {
    // Only published reviews: unpublished and deleted ones are on no page.
    const { rows } = await sql<RepliedReview & { shop_name: string; is_member: boolean }>`
      select r.id, r.shop_id, r.public_id, r.reply_body is not null as had_reply, s.name as shop_name,
             exists (select 1 from shop_members m where m.shop_id = r.shop_id and m.user_id = ${userId}) as is_member
      from reviews r join shops s on s.id = r.shop_id
      where r.public_id = ${publicId} and r.published and r.deleted_at is null
      for update of r`.execute(trx);
    const review = rows[0];
    if (!review) return { refused: 'not_found' };
    if (!review.is_member) return { refused: 'not_member', shopName: review.shop_name };
    return review;
  }

  return {
    async reply(userId: string, publicId: string, body: string): Promise<ShopReplyResult> {
      return db.transaction().execute(async (trx) => {
        const review = await lockShopReview(trx, userId, publicId);
        if ('refused' in review) return review;
        const { rows } = await sql<{ replied_at: string }>`
          update reviews set reply_body = ${body}, replied_at = now(), updated_at = now() where id = ${review.id}
          returning to_char(replied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as replied_at`.execute(trx);
        if (!review.had_reply) await feedEventWriter.shopReplied(trx, review);
        return { review: { public_id: review.public_id, reply: { body, replied_at: rows[0]!.replied_at } } };
      });
    },

    async withdraw(userId: string, publicId: string): Promise<ShopReplyResult> {
      return db.transaction().execute(async (trx) => {
        const review = await lockShopReview(trx, userId, publicId);
        if ('refused' in review) return review;
        if (review.had_reply) {
          await sql`update reviews set reply_body = null, replied_at = null, updated_at = now() where id = ${review.id}`.execute(trx);
          await feedEventWriter.replyWithdrawn(trx, review.id);
        }
        return { review: { public_id: review.public_id, reply: null } };
      });
    },
  };
}
