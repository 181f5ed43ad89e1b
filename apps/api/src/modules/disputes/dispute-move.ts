import { sql, type Transaction } from 'kysely';
import type { DisputeParty } from '@vouch/contracts';
import {
  acceptedOfferDecision,
  DESIRED_OUTCOME_LABELS,
  disputeHolder,
  disputeHoldRefusal,
  disputeTransition,
  shopAnswerDue,
  type DisputeAction,
  type DisputeOutcome,
  type DisputeStatus,
} from '@vouch/domain';
import type { Database } from '@vouch/db';

/** A move by someone: what they did, and the decision's fields when they decide. */
export interface DisputeMove {
  action: DisputeAction;
  actor: DisputeParty | 'deadline';
  userId: string;
  note: string;
  decision?: { outcome: DisputeOutcome; remedy: string; reason: string };
  /** What the shop offers instead, with `shop_offer`. */
  offer?: string;
}

/** A case another arbitrator holds, refused to whoever has not taken it over. */
export interface HeldByAnother {
  kind: 'held_by_another';
  arbitrator: string;
}

export type MoveResult =
  | { kind: 'moved'; status: DisputeStatus }
  | { kind: 'not_allowed'; status: DisputeStatus }
  | HeldByAnother
  | { kind: 'already_yours' }
  | { kind: 'not_held' };

/**
 * One move of the domain's state machine inside the caller's transaction: the dispute's row locked,
 * the case's holder checked, the row moved and a `dispute_status_changes` row written.
 */
export async function applyDisputeMove(
  trx: Transaction<Database>,
  disputeId: string,
  move: DisputeMove,
): Promise<MoveResult> {
  const dispute = await trx
    .selectFrom('disputes as d')
    .leftJoin('users as a', 'a.id', 'd.arbitrator_id')
    .select([
      'd.status',
      'd.arbitrator_id',
      'd.desired_outcome_type',
      'd.desired_outcome_description',
      'd.counter_offer',
      'a.name as arbitrator_name',
    ])
    .where('d.id', '=', disputeId)
    .forUpdate('d')
    .executeTakeFirstOrThrow();
  const from = dispute.status as DisputeStatus;
  let note = move.note;
  if (move.actor === 'arbitrator') {
    const holder = disputeHolder(dispute.arbitrator_id, move.userId);
    const refusal = disputeHoldRefusal(holder, move.action);
    if (refusal === 'held_by_another')
      return { kind: refusal, arbitrator: dispute.arbitrator_name ?? 'Another arbitrator' };
    if (refusal) return { kind: refusal };
    // Whoever holds the case is on its record: a take-over names the one it was taken from, a first move says it took the case.
    if (move.action === 'take_over')
      note = `Taken over from ${dispute.arbitrator_name}. ${note}`.trim();
    else if (holder === 'nobody' && move.action !== 'take') note = `Took the case. ${note}`.trim();
  }
  const to = disputeTransition(from, move.action, move.actor);
  if (!to) return { kind: 'not_allowed', status: from };
  const now = new Date();
  const shopAnswered =
    move.action === 'shop_answer' || move.action === 'shop_accept' || move.action === 'shop_offer';
  const decision =
    move.action === 'shop_accept'
      ? {
          outcome: 'for_reviewer' as const,
          remedy: [
            DESIRED_OUTCOME_LABELS[dispute.desired_outcome_type],
            dispute.desired_outcome_description,
          ]
            .filter(Boolean)
            .join(': '),
          reason: 'The shop accepted what the reviewer asked for.',
        }
      : move.action === 'accept_offer'
        ? acceptedOfferDecision(dispute.counter_offer ?? '')
        : move.decision;
  await trx
    .updateTable('disputes')
    .set({
      status: to,
      updated_at: now,
      // A take-over changes who holds the case, not where it stands: the shop's clock runs on.
      ...(move.action === 'take_over' ? {} : { shop_answer_due: shopAnswerDue(to, now) }),
      ...(shopAnswered ? { shop_answered_at: sql<Date>`coalesce(shop_answered_at, ${now})` } : {}),
      ...(move.action === 'shop_offer' ? { counter_offer: move.offer } : {}),
      ...(move.actor === 'arbitrator' ? { arbitrator_id: move.userId } : {}),
      ...(decision
        ? {
            outcome: decision.outcome,
            remedy: decision.remedy || null,
            decision_reason: decision.reason,
            decided_at: now,
          }
        : {}),
    })
    .where('id', '=', disputeId)
    .execute();
  await trx
    .insertInto('dispute_status_changes')
    .values({
      dispute_id: disputeId,
      from_status: from,
      to_status: to,
      action: move.action,
      changed_by: move.userId,
      note,
      created_at: now,
    })
    .execute();
  return { kind: 'moved', status: to };
}
