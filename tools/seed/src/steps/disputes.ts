import { type QueryExecutorProvider, sql } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { encodedId } from '../encoded-id';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { SeedSize } from '../seed-sizes';
import * as words from '../vocabulary';
import { DEMO_IDS } from '../demo-accounts';
import { DISPUTE_OUTCOMES, disputeTransition, type DisputeAction, type DisputeActor, type DisputeStatus } from '@vouch/domain';

const DISPUTE_TYPES = ['item_not_received', 'item_not_as_described', 'damaged_item', 'refund_not_received', 'other'] as const;
const OUTCOME_TYPES = ['full_refund', 'partial_refund', 'replacement', 'repair', 'apology', 'other'] as const;

/** How a dispute reached each status from open: the moves of the domain's state machine, with who made them and why. */
const PATHS: Record<DisputeStatus, readonly { action: DisputeAction; by: DisputeActor; note: string }[]> = {
  open: [],
  awaiting_shop: [{ action: 'send_to_shop', by: 'arbitrator', note: 'Asked the shop for its side' }],
  awaiting_reviewer: [
    { action: 'take', by: 'arbitrator', note: 'Taken up by an arbitrator' },
    { action: 'ask_reviewer', by: 'arbitrator', note: 'Asked the reviewer for a photo of the parcel' },
  ],
  in_review: [{ action: 'take', by: 'arbitrator', note: 'Taken up by an arbitrator' }],
  decided: [
    { action: 'take', by: 'arbitrator', note: 'Taken up by an arbitrator' },
    { action: 'decide', by: 'arbitrator', note: 'Decision recorded' },
  ],
  closed: [
    { action: 'take', by: 'arbitrator', note: 'Taken up by an arbitrator' },
    { action: 'decide', by: 'arbitrator', note: 'Decision recorded' },
    { action: 'close', by: 'arbitrator', note: 'Remedy confirmed, dispute closed' },
  ],
  withdrawn: [{ action: 'withdraw', by: 'reviewer', note: 'Sorted out with the shop directly' }],
};

export async function seedDisputes(db: QueryExecutorProvider, prng: Prng, size: SeedSize): Promise<void> {
  const orders = await sql<{ id: string; user_id: string; shop_id: string }>`
    select id, user_id, shop_id from orders order by (user_id = ${DEMO_IDS.reviewer}) desc, id limit ${size.disputes + 1}`.execute(db);
  const disputes = new BulkInserter(db, 'disputes', {
    id: 'int8',
    public_id: 'text',
    user_id: 'int8',
    shop_id: 'int8',
    order_id: 'int8',
    dispute_type: 'text',
    description: 'text',
    desired_outcome_type: 'text',
    desired_outcome_description: 'text',
    status: 'text',
    outcome: 'text',
    remedy: 'text',
    decision_reason: 'text',
    decided_at: 'timestamptz',
    arbitrator_id: 'int8',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  const messages = new BulkInserter(
    db,
    'dispute_messages',
    { dispute_id: 'int8', author_id: 'int8', body: 'text', created_at: 'timestamptz' },
    { parent: disputes },
  );
  const history = new BulkInserter(
    db,
    'dispute_status_changes',
    { dispute_id: 'int8', from_status: 'text', to_status: 'text', changed_by: 'int8', note: 'text', created_at: 'timestamptz' },
    { parent: disputes },
  );
  for (const [index, order] of orders.rows.entries()) {
    const id = index + 1;
    const status: DisputeStatus =
      index === 0
        ? 'in_review'
        : prng.weighted({ open: 3, awaiting_shop: 2, awaiting_reviewer: 1, in_review: 2, decided: 2, closed: 1, withdrawn: 1 } as const);
    const age = prng.int(2, 90);
    const decided = status === 'decided' || status === 'closed';
    const outcome = decided ? prng.pick(DISPUTE_OUTCOMES) : null;
    await disputes.add({
      id,
      public_id: encodedId('d', id),
      user_id: order.user_id,
      shop_id: order.shop_id,
      order_id: order.id,
      dispute_type: prng.pick(DISPUTE_TYPES),
      description: prng.pick(words.REVIEW_SENTENCES[1]),
      desired_outcome_type: prng.pick(OUTCOME_TYPES),
      desired_outcome_description: 'I would like this put right, please.',
      status,
      outcome,
      remedy: outcome && outcome !== 'for_shop' ? 'Refund the order in full within 14 days.' : null,
      decision_reason: outcome ? 'The tracking record and the photos show the parcel arrived damaged; the shop did not show otherwise.' : null,
      decided_at: decided ? daysAgo(Math.max(0, age - 2)) : null,
      arbitrator_id: PATHS[status].some((move) => move.by === 'arbitrator') ? DEMO_IDS.arbitrator : null,
      created_at: daysAgo(age),
      updated_at: daysAgo(Math.max(0, age - 2)),
    });
    await history.add({ dispute_id: id, from_status: null, to_status: 'open', changed_by: order.user_id, note: 'Dispute opened', created_at: daysAgo(age) });
    let current: DisputeStatus = 'open';
    for (const [step, move] of PATHS[status].entries()) {
      const next = disputeTransition(current, move.action, move.by);
      if (!next) throw new Error(`seed dispute path: ${move.action} by ${move.by} is not allowed from ${current}`);
      await history.add({
        dispute_id: id,
        from_status: current,
        to_status: next,
        changed_by: move.by === 'reviewer' ? order.user_id : DEMO_IDS.arbitrator,
        note: move.note,
        created_at: daysAgo(Math.max(0, age - 1 - step * 0.5)),
      });
      current = next;
    }
    if (status !== 'open' && status !== 'withdrawn')
      await messages.add({
        dispute_id: id,
        author_id: DEMO_IDS.arbitrator,
        body: 'Thank you, I have asked the shop for its side of the story.',
        created_at: daysAgo(Math.max(0, age - 1)),
      });
  }
  await disputes.flush();
  await messages.flush();
  await history.flush();
}
