import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { InboxDispute, InboxQuestion, ShopInboxResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import {
  DISPUTE_STATUSES,
  waitsForShop,
  type DesiredOutcomeType,
  type DisputeStatus,
  type DisputeType,
} from '@vouch/domain';
import { QUESTION_COLUMNS, questionOf, type QuestionRow } from '../questions';
import {
  REVIEW_ROW_COLUMNS,
  REVIEW_ROW_JOINS,
  reviewWithSubjectFrom,
  type ReviewRow,
} from '../reviews';

/** How many of each kind the inbox lists at once: answering one brings the next in. */
export const SHOP_INBOX_PAGE_SIZE = 20;

/** The statuses in which a dispute waits for its shop's move (the shop's clock runs). */
const WAITING_FOR_SHOP = DISPUTE_STATUSES.filter(waitsForShop);

/** Rows of shops the user answers for (`alias.shop_id` among them). */
const managedBy = (userId: string, column: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} in (select m.shop_id from shop_members m where m.user_id = ${userId})`;

/** The conditions of each kind of waiting item, shared by the count and the lists so they always agree. */
const UNANSWERED_REVIEW = sql<SqlBool>`r.deleted_at is null and r.published and r.reply_body is null`;
const UNANSWERED_QUESTION = sql<SqlBool>`not exists (select 1 from answers a where a.question_id = q.id and a.by_shop)`;
const DISPUTE_WAITS = sql<SqlBool>`d.status in (${sql.join(WAITING_FOR_SHOP)})`;

/**
 * How many items wait in a user's shop inbox: reviews without a reply, questions without the shop's
 * answer, disputes waiting for the shop, over every shop they answer for; 0 for anyone who answers for none.
 * The account menu shows it beside the inbox's entry.
 */
export async function countShopInbox(db: Kysely<Database>, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select (select count(*) from reviews r where ${managedBy(userId, 'r.shop_id')} and ${UNANSWERED_REVIEW})
         + (select count(*) from questions q where ${managedBy(userId, 'q.shop_id')} and ${UNANSWERED_QUESTION})
         + (select count(*) from disputes d where ${managedBy(userId, 'd.shop_id')} and ${DISPUTE_WAITS}) as n`.execute(
    db,
  );
  return Number(rows[0]!.n);
}

/** The inbox's lists for one user: the newest reviews and questions, the disputes by their deadline, soonest first. */
export async function shopInbox(
  db: Kysely<Database>,
  userId: string,
): Promise<Omit<ShopInboxResponse, 'meta_data'>> {
  const limit = SHOP_INBOX_PAGE_SIZE;
  const [shops, reviews, questions, disputes, requests] = await Promise.all([
    sql<{ encoded_id: string; name: string; slug: string }>`
      select s.encoded_id, s.name, s.slug from shops s where ${managedBy(userId, 's.id')} order by s.name`.execute(
      db,
    ),
    sql<ReviewRow & { total: string }>`
      select ${REVIEW_ROW_COLUMNS}, count(*) over () as total from reviews r ${REVIEW_ROW_JOINS}
      where ${managedBy(userId, 'r.shop_id')} and ${UNANSWERED_REVIEW}
      order by r.created_at desc, r.id desc limit ${limit}`.execute(db),
    sql<
      QuestionRow & {
        shop_encoded_id: string;
        shop_name: string;
        product_title: string | null;
        total: string;
      }
    >`
      select ${QUESTION_COLUMNS}, s.encoded_id as shop_encoded_id, s.name as shop_name, p.title as product_title, count(*) over () as total
      from questions q join shops s on s.id = q.shop_id left join products p on p.id = q.product_id
      where ${managedBy(userId, 'q.shop_id')} and ${UNANSWERED_QUESTION}
      order by q.created_at desc, q.id desc limit ${limit}`.execute(db),
    sql<{
      public_id: string;
      shop_encoded_id: string;
      shop_name: string;
      reviewer_name: string;
      product_title: string | null;
      dispute_type: DisputeType;
      desired_outcome_type: DesiredOutcomeType;
      desired_outcome_description: string;
      status: DisputeStatus;
      created_at: Date;
      shop_answer_due: Date | null;
      total: string;
    }>`
      select d.public_id, s.encoded_id as shop_encoded_id, s.name as shop_name, u.name as reviewer_name,
             -- Opened from a shop's page, a dispute is about its whole order: the shop reads its products (as
             -- the dispute's thread lists them), never the order's id.
             coalesce(p.title, (select string_agg(op.title, ', ' order by op.title, op.id) from products op
                                where op.id in (select li.product_id from line_items li where li.order_id = d.order_id))) as product_title,
             d.dispute_type, d.desired_outcome_type, d.desired_outcome_description,
             d.status, d.created_at, d.shop_answer_due, count(*) over () as total
      from disputes d join shops s on s.id = d.shop_id join users u on u.id = d.user_id left join products p on p.id = d.product_id
      where ${managedBy(userId, 'd.shop_id')} and ${DISPUTE_WAITS}
      order by d.shop_answer_due asc nulls last, d.id limit ${limit}`.execute(db),
    sql<{
      encoded_id: string;
      name: string;
      scheduled: number;
      sent: number;
      opened: number;
      reviewed: number;
    }>`
      select s.encoded_id, s.name,
        count(*) filter (where rr.status = 'scheduled')::int as scheduled,
        count(rr.sent_at)::int as sent, count(rr.opened_at)::int as opened,
        count(rr.reviewed_at)::int as reviewed
      from shops s join review_requests rr on rr.shop_id = s.id
      where ${managedBy(userId, 's.id')}
      group by s.id order by s.name`.execute(db),
  ]);
  const total = (rows: { total: string }[]) => Number(rows[0]?.total ?? 0);
  return {
    shops: shops.rows,
    reviews: { items: reviews.rows.map(reviewWithSubjectFrom), total: total(reviews.rows) },
    questions: {
      items: questions.rows.map((row): InboxQuestion => ({
        question: questionOf(row),
        shop: { encoded_id: row.shop_encoded_id, name: row.shop_name },
        product_title: row.product_title,
      })),
      total: total(questions.rows),
    },
    disputes: {
      items: disputes.rows.map((row): InboxDispute => ({
        public_id: row.public_id,
        shop: { encoded_id: row.shop_encoded_id, name: row.shop_name },
        reviewer_name: row.reviewer_name,
        product_title: row.product_title,
        dispute_type: row.dispute_type,
        desired_outcome_type: row.desired_outcome_type,
        desired_outcome_description: row.desired_outcome_description,
        status: row.status,
        created_at: new Date(row.created_at).toISOString(),
        shop_answer_due: row.shop_answer_due ? new Date(row.shop_answer_due).toISOString() : null,
      })),
      total: total(disputes.rows),
    },
    review_requests: requests.rows.map(({ encoded_id, name, ...counts }) => ({
      shop: { encoded_id, name },
      ...counts,
    })),
  };
}
