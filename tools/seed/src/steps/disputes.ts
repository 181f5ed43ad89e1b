import { type QueryExecutorProvider, sql } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { encodedId } from '../encoded-id';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { SeedSize } from '../seed-sizes';
import * as words from '../vocabulary';
import { DEMO_IDS } from '../demo-accounts';

const DISPUTE_TYPES = ['item_not_received', 'item_not_as_described', 'damaged_item', 'refund_not_received', 'other'] as const;
const OUTCOME_TYPES = ['full_refund', 'partial_refund', 'replacement', 'repair', 'apology', 'other'] as const;

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
    const status = index === 0 ? 'in_review' : prng.weighted({ open: 5, in_review: 3, resolved: 3, rejected: 1 } as const);
    const age = prng.int(2, 90);
    const decided = status === 'resolved' || status === 'rejected';
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
      outcome: decided ? (status === 'resolved' ? 'in_favour_of_reviewer' : 'in_favour_of_shop') : null,
      arbitrator_id: status === 'open' ? null : 2,
      created_at: daysAgo(age),
      updated_at: daysAgo(Math.max(0, age - 2)),
    });
    await history.add({ dispute_id: id, from_status: null, to_status: 'open', changed_by: order.user_id, note: 'Dispute opened', created_at: daysAgo(age) });
    if (status !== 'open') {
      await history.add({
        dispute_id: id,
        from_status: 'open',
        to_status: 'in_review',
        changed_by: 2,
        note: 'Taken up by an arbitrator',
        created_at: daysAgo(Math.max(0, age - 1)),
      });
      await messages.add({
        dispute_id: id,
        author_id: 2,
        body: 'Thank you, I have asked the shop for its side of the story.',
        created_at: daysAgo(Math.max(0, age - 1)),
      });
    }
    if (decided)
      await history.add({
        dispute_id: id,
        from_status: 'in_review',
        to_status: status,
        changed_by: 2,
        note: 'Decision recorded',
        created_at: daysAgo(Math.max(0, age - 2)),
      });
  }
  await disputes.flush();
  await messages.flush();
  await history.flush();
}
