import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DisputeParty } from '@vouch/contracts';
import {
  DISPUTE_STATUSES,
  disputeHolder,
  disputeTransition,
  shopAnswerDue,
  waitsForShop,
  WAITING_DISPUTE_STATUSES,
  type DesiredOutcomeType,
  type DisputeAction,
  type DisputeFileKind,
  type DisputeStatus,
  type DisputeType,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import {
  applyDisputeMove,
  type DisputeMove,
  type HeldByAnother,
  type MoveResult,
} from './dispute-move';

export interface NewDispute {
  dispute_type: DisputeType;
  description: string;
  desired_outcome_type: DesiredOutcomeType;
  desired_outcome_description: string;
  source_id: string;
  product_handle: string | null;
  file_ids: string[];
}

export type CreateResult =
  | { kind: 'created'; public_id: string; status: DisputeStatus }
  | { kind: 'order_not_found' }
  | { kind: 'product_not_in_order' }
  | { kind: 'file_not_found' }
  | { kind: 'already_open'; public_id: string };

export type MessageResult =
  | { kind: 'posted'; status: DisputeStatus }
  | { kind: 'file_not_found' }
  | { kind: 'finished'; status: DisputeStatus }
  | HeldByAnother;

const FINISHED: readonly DisputeStatus[] = ['closed', 'withdrawn'];
const SHOP_WAITING_STATUSES = DISPUTE_STATUSES.filter(waitsForShop);

/** Claims uploaded files for a dispute (and a message); false, claiming none, unless every id is the uploader's and unclaimed. */
async function claimFiles(
  trx: Transaction<Database>,
  userId: string,
  fileIds: string[],
  disputeId: string,
  messageId: string | null,
): Promise<boolean> {
  if (fileIds.length === 0) return true;
  const claimed = await trx
    .updateTable('dispute_files')
    .set({ dispute_id: disputeId, message_id: messageId })
    .where('public_id', 'in', fileIds)
    .where('uploaded_by', '=', userId)
    .where('dispute_id', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === new Set(fileIds).size;
}

/** A failed check inside a transaction: rolls it back and carries the answer out. */
class Refusal<Result> extends Error {
  constructor(readonly result: Result) {
    super('refused');
  }
}

async function refusable<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error.result as Result;
    throw error;
  }
}

/**
 * Every change to a dispute: opening it, its thread, and each move of the domain's state machine,
 * in one transaction each, with the dispute's row locked and a `dispute_status_changes` row per move.
 */
export function disputeWorkflow(db: Kysely<Database>) {
  return {
    /** Opens a dispute about one of the reviewer's orders (its shop is the order's), with its files; refuses a second open one for the order. */
    async create(userId: string, input: NewDispute): Promise<CreateResult> {
      return refusable(() =>
        db.transaction().execute(async (trx): Promise<CreateResult> => {
          const order = await trx
            .selectFrom('orders')
            .select(['id', 'shop_id'])
            .where('public_id', '=', input.source_id)
            .where('user_id', '=', userId)
            .forUpdate()
            .executeTakeFirst();
          if (!order) return { kind: 'order_not_found' };
          let productId: string | null = null;
          if (input.product_handle) {
            const product = await trx
              .selectFrom('line_items as li')
              .innerJoin('products as p', 'p.id', 'li.product_id')
              .select('p.id')
              .where('li.order_id', '=', order.id)
              .where('p.handle', '=', input.product_handle)
              .executeTakeFirst();
            if (!product) return { kind: 'product_not_in_order' };
            productId = product.id;
          }
          // Read under the order's lock: a double-clicked submit finds the first one's dispute.
          const open = await trx
            .selectFrom('disputes')
            .select('public_id')
            .where('order_id', '=', order.id)
            .where('status', 'in', WAITING_DISPUTE_STATUSES)
            .executeTakeFirst();
          if (open) return { kind: 'already_open', public_id: open.public_id };
          const now = new Date();
          const publicId = `d${randomBytes(9).toString('base64url')}`;
          const { id } = await trx
            .insertInto('disputes')
            .values({
              public_id: publicId,
              user_id: userId,
              shop_id: order.shop_id,
              order_id: order.id,
              product_id: productId,
              dispute_type: input.dispute_type,
              description: input.description.trim(),
              desired_outcome_type: input.desired_outcome_type,
              desired_outcome_description: input.desired_outcome_description.trim(),
              status: 'open',
              shop_answer_due: shopAnswerDue('open', now),
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (!(await claimFiles(trx, userId, input.file_ids, id, null)))
            throw new Refusal<CreateResult>({ kind: 'file_not_found' });
          await trx
            .insertInto('dispute_status_changes')
            .values({
              dispute_id: id,
              from_status: null,
              to_status: 'open',
              action: 'open',
              changed_by: userId,
              note: 'Dispute opened',
              created_at: now,
            })
            .execute();
          return { kind: 'created', public_id: publicId, status: 'open' };
        }),
      );
    },

    /** Records a file uploaded for a dispute not yet sent, or a message not yet written. */
    async recordFile(
      userId: string,
      file: {
        file_name: string;
        kind: DisputeFileKind;
        content_type: string;
        byte_size: number;
        storage_key: string;
      },
    ): Promise<string> {
      const publicId = `df${randomBytes(9).toString('base64url')}`;
      await db
        .insertInto('dispute_files')
        .values({ ...file, public_id: publicId, uploaded_by: userId })
        .execute();
      return publicId;
    },

    /** One move of the state machine; refused (nothing written) when the machine or the case's assignment does not allow it. */
    async move(disputeId: string, move: DisputeMove): Promise<MoveResult> {
      return refusable(() =>
        db.transaction().execute(async (trx) => {
          const result = await applyDisputeMove(trx, disputeId, move);
          if (
            result.kind === 'moved' &&
            move.actor === 'arbitrator' &&
            move.note &&
            move.action !== 'take' &&
            move.action !== 'take_over'
          )
            await trx
              .insertInto('dispute_messages')
              .values({
                dispute_id: disputeId,
                author_id: move.userId,
                author_role: 'arbitrator',
                body: move.note,
              })
              .execute();
          return result;
        }),
      );
    },

    /**
     * A message in the thread, with its files. A reviewer asked for information answers by writing;
     * so does a shop the dispute waits for: their message is the move.
     */
    async postMessage(
      disputeId: string,
      author: { role: DisputeParty; userId: string },
      body: string,
      fileIds: string[],
    ): Promise<MessageResult> {
      return refusable(() =>
        db.transaction().execute(async (trx): Promise<MessageResult> => {
          const dispute = await trx
            .selectFrom('disputes as d')
            .leftJoin('users as a', 'a.id', 'd.arbitrator_id')
            .select(['d.status', 'd.arbitrator_id', 'a.name as arbitrator_name'])
            .where('d.id', '=', disputeId)
            .forUpdate('d')
            .executeTakeFirstOrThrow();
          const status = dispute.status as DisputeStatus;
          if (FINISHED.includes(status)) return { kind: 'finished', status };
          // Only the arbitrator who holds a case speaks for arbitration in its thread.
          if (
            author.role === 'arbitrator' &&
            disputeHolder(dispute.arbitrator_id, author.userId) === 'another'
          )
            return {
              kind: 'held_by_another',
              arbitrator: dispute.arbitrator_name ?? 'Another arbitrator',
            };
          const { id } = await trx
            .insertInto('dispute_messages')
            .values({
              dispute_id: disputeId,
              author_id: author.userId,
              author_role: author.role,
              body: body.trim(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (!(await claimFiles(trx, author.userId, fileIds, disputeId, id)))
            throw new Refusal<MessageResult>({ kind: 'file_not_found' });
          const answer: DisputeAction | null =
            author.role === 'reviewer'
              ? 'reviewer_answer'
              : author.role === 'shop'
                ? 'shop_answer'
                : null;
          if (answer && disputeTransition(status, answer, author.role)) {
            const moved = await applyDisputeMove(trx, disputeId, {
              action: answer,
              actor: author.role,
              userId: author.userId,
              note: 'Answered in the thread',
            });
            if (moved.kind === 'moved') return { kind: 'posted', status: moved.status };
          }
          await trx
            .updateTable('disputes')
            .set({ updated_at: new Date() })
            .where('id', '=', disputeId)
            .execute();
          return { kind: 'posted', status };
        }),
      );
    },

    /** Sends every dispute whose shop let its 7 days pass to an arbitrator, each with its history row. */
    async expireShopDeadlines(): Promise<number> {
      const { rows } = await sql<{ id: string }>`
        with due as (
          select id, status from disputes
          where shop_answer_due <= now() and status in (${sql.join(SHOP_WAITING_STATUSES)})
          for update skip locked
        ), moved as (
          update disputes d set status = 'in_review', shop_answer_due = null, updated_at = now()
          from due where d.id = due.id
          returning d.id, due.status as from_status
        )
        insert into dispute_status_changes (dispute_id, from_status, to_status, action, changed_by, note)
        select id, from_status, 'in_review', 'shop_deadline_passed', null, 'The shop did not answer within its 7 days'
        from moved
        returning dispute_id as id`.execute(db);
      return rows.length;
    },
  };
}
