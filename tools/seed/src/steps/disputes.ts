import { type QueryExecutorProvider, sql } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { encodedId } from '../encoded-id';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { SeedSize } from '../seed-sizes';
import { DEMO_IDS } from '../demo-accounts';
import {
  DISPUTE_OUTCOMES,
  disputeTransition,
  SHOP_ANSWER_DAYS,
  type DisputeAction,
  type DisputeActor,
  type DisputeStatus,
} from '@vouch/domain';

const DISPUTE_TYPES = [
  'item_not_received',
  'item_not_as_described',
  'damaged_item',
  'refund_not_received',
  'other',
] as const;
const OUTCOME_TYPES = [
  'full_refund',
  'partial_refund',
  'replacement',
  'repair',
  'apology',
  'other',
] as const;

type SeedDisputeType = (typeof DISPUTE_TYPES)[number];

/** What a reviewer writes for each kind of dispute: the words match what went wrong. */
export const DISPUTE_DESCRIPTIONS: Record<SeedDisputeType, readonly string[]> = {
  item_not_received: [
    'The tracking has said "out for delivery" for three weeks and nothing ever came.',
    'The parcel never arrived, and the shop stopped answering after my second e-mail.',
    'Marked as delivered, but it was not left here and the neighbours have not seen it.',
  ],
  item_not_as_described: [
    'The listing said solid oak; what came is veneer over chipboard.',
    'The colour is nothing like the photos and the size is one smaller than ordered.',
    'It was sold as waterproof, but it soaks through in the first shower of rain.',
  ],
  damaged_item: [
    'It arrived with a cracked corner and the box was crushed on one side.',
    'The parcel arrived damaged and half empty.',
    'The glass was in pieces when I opened it; photos of the box and the contents attached.',
  ],
  refund_not_received: [
    'I sent it back as agreed five weeks ago and the refund has still not been paid.',
    'The shop confirmed my return had arrived but the money never came back to my card.',
    'They promised a partial refund for the missing part and then went quiet.',
  ],
  other: [
    'I was charged twice for one order and the shop will not correct it.',
    'The shop added a customs fee at the door that the checkout never mentioned.',
    'My order was swapped for a cheaper model without asking me.',
  ],
};

/** Why an arbitrator decided for the reviewer (or partly), for each kind of dispute. */
const DECISION_REASONS: Record<SeedDisputeType, string> = {
  item_not_received:
    'The tracking record ends before delivery and the shop showed no proof that the parcel arrived.',
  item_not_as_described:
    'The photos show an item that differs from the listing in what the listing made a point of.',
  damaged_item:
    'The photos of the box and the item show the damage was done before it was opened; the shop did not show otherwise.',
  refund_not_received:
    'The return reached the shop, by its own message, and no refund followed within the 14 days it promised.',
  other: 'The order record supports the reviewer’s account, and the shop offered no explanation.',
};

/** Why an arbitrator decided for the shop, for each kind of dispute. */
const SHOP_DECISION_REASONS: Record<SeedDisputeType, string> = {
  item_not_received:
    'The carrier’s record shows the parcel delivered and signed for at the reviewer’s address.',
  item_not_as_described:
    'The item matches the listing’s description and photos; the difference is one of taste.',
  damaged_item:
    'The shop’s packing photos and the carrier’s claim show the item left whole and arrived whole.',
  refund_not_received:
    'The shop’s payment record shows the refund paid to the card used, within the time it promised.',
  other: 'The order record supports the shop’s account of what was agreed.',
};

const REMEDIES: Record<(typeof DISPUTE_OUTCOMES)[number], string | null> = {
  for_reviewer: 'Refund the order in full within 14 days.',
  partial: 'Refund half of the price within 14 days.',
  for_shop: null,
};

interface SeedMove {
  action: DisputeAction;
  by: DisputeActor;
  note: string;
}

const TAKE: SeedMove = { action: 'take', by: 'arbitrator', note: 'Taken up by an arbitrator' };
const SHOP_ANSWER: SeedMove = { action: 'shop_answer', by: 'shop', note: 'Answered in the thread' };

/** How a dispute reached each status from open: the moves of the domain's state machine, with who made them and why. */
function pathTo(status: DisputeStatus, shopAnswered: boolean): SeedMove[] {
  const answered = shopAnswered ? [SHOP_ANSWER] : [];
  switch (status) {
    case 'open':
      return [];
    case 'awaiting_shop':
      return [{ action: 'send_to_shop', by: 'arbitrator', note: 'Asked the shop for its side' }];
    case 'offer_made':
      return [{ action: 'shop_offer', by: 'shop', note: 'Offered a partial refund' }];
    case 'awaiting_reviewer':
      return [
        ...answered,
        TAKE,
        {
          action: 'ask_reviewer',
          by: 'arbitrator',
          note: 'Could you send a photo of the parcel as it arrived?',
        },
      ];
    case 'in_review':
      return [...answered, TAKE];
    case 'decided':
      return [...answered, TAKE, { action: 'decide', by: 'arbitrator', note: 'Decision recorded' }];
    case 'closed':
      return [
        ...answered,
        TAKE,
        { action: 'decide', by: 'arbitrator', note: 'Decision recorded' },
        { action: 'close', by: 'arbitrator', note: 'Remedy confirmed, dispute closed' },
      ];
    case 'withdrawn':
      return [{ action: 'withdraw', by: 'reviewer', note: 'Sorted out with the shop directly' }];
  }
}

/** Disputes opened more than this long ago have all ended: a big seed is mostly history, as a real service's is. */
const ACTIVE_DAYS = 60;

export async function seedDisputes(
  db: QueryExecutorProvider,
  prng: Prng,
  size: SeedSize,
): Promise<void> {
  const orders = await sql<{ id: string; user_id: string; shop_id: string }>`
    select id, user_id, shop_id from orders
    order by (user_id = ${DEMO_IDS.reviewer}) desc, (shop_id = ${DEMO_IDS.shop}) desc, id limit ${size.disputes + 1}`.execute(
    db,
  );
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
    shop_answered_at: 'timestamptz',
    decision_reason: 'text',
    decided_at: 'timestamptz',
    arbitrator_id: 'int8',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  const messages = new BulkInserter(
    db,
    'dispute_messages',
    {
      dispute_id: 'int8',
      author_id: 'int8',
      author_role: 'text',
      body: 'text',
      created_at: 'timestamptz',
    },
    { parent: disputes },
  );
  const history = new BulkInserter(
    db,
    'dispute_status_changes',
    // Seeded moves are history: their parties were told long ago (notified_at set).
    {
      dispute_id: 'int8',
      from_status: 'text',
      to_status: 'text',
      action: 'text',
      changed_by: 'int8',
      note: 'text',
      created_at: 'timestamptz',
      notified_at: 'timestamptz',
    },
    { parent: disputes },
  );
  const owner = await sql<{
    user_id: string;
    shop_id: string;
  }>`select user_id, shop_id from shop_members`.execute(db);
  const memberOf = new Map(owner.rows.map((row) => [String(row.shop_id), String(row.user_id)]));
  const newMembers = new Map<string, string>();
  // A shop that answers needs someone to answer for it: a generated account becomes its staff.
  const staffOf = (shopId: string, buyerId: string): string => {
    const known = memberOf.get(shopId) ?? newMembers.get(shopId);
    if (known && known !== buyerId) return known;
    let staff = DEMO_IDS.secondReviewer + 1 + (Number(shopId) % Math.max(1, size.reviewers - 10));
    if (String(staff) === buyerId) staff += 1;
    if (!known) newMembers.set(shopId, String(staff));
    return String(staff);
  };
  // Past the orders, disputes reuse them: an order may have had an earlier, ended dispute.
  for (let index = 0; index < size.disputes && orders.rows.length > 0; index++) {
    const order = orders.rows[index % orders.rows.length]!;
    const id = index + 1;
    const reused = index >= orders.rows.length;
    const age = reused ? prng.int(ACTIVE_DAYS, 730) : prng.int(2, ACTIVE_DAYS);
    const status: DisputeStatus =
      index === 0
        ? 'in_review'
        : age >= ACTIVE_DAYS
          ? prng.weighted({ closed: 6, decided: 1, withdrawn: 1 } as const)
          : prng.weighted({
              open: 3,
              awaiting_shop: 2,
              awaiting_reviewer: 1,
              in_review: 2,
              decided: 2,
              closed: 1,
              withdrawn: 1,
            } as const);
    const shopAnswered =
      status !== 'open' && status !== 'awaiting_shop' && status !== 'withdrawn' && prng.chance(0.7);
    const answeredAfter = prng.int(1, 10);
    const path = pathTo(status, shopAnswered);
    const decided = status === 'decided' || status === 'closed';
    const outcome = decided ? prng.pick(DISPUTE_OUTCOMES) : null;
    const shopMember = shopAnswered ? staffOf(String(order.shop_id), String(order.user_id)) : null;
    const disputeType = prng.pick(DISPUTE_TYPES);
    await disputes.add({
      id,
      public_id: encodedId('d', id),
      user_id: order.user_id,
      shop_id: order.shop_id,
      order_id: order.id,
      dispute_type: disputeType,
      description: prng.pick(DISPUTE_DESCRIPTIONS[disputeType]),
      desired_outcome_type: prng.pick(OUTCOME_TYPES),
      desired_outcome_description: 'I would like this put right, please.',
      status,
      outcome,
      remedy: outcome ? REMEDIES[outcome] : null,
      shop_answered_at: shopAnswered ? daysAgo(age - Math.min(answeredAfter, age - 1)) : null,
      decision_reason: outcome
        ? (outcome === 'for_shop' ? SHOP_DECISION_REASONS : DECISION_REASONS)[disputeType]
        : null,
      decided_at: decided ? daysAgo(Math.max(0, age - 12)) : null,
      arbitrator_id: path.some((move) => move.by === 'arbitrator') ? DEMO_IDS.arbitrator : null,
      created_at: daysAgo(age),
      updated_at: daysAgo(Math.max(0, age - 12)),
    });
    await history.add({
      dispute_id: id,
      from_status: null,
      to_status: 'open',
      action: 'open',
      changed_by: order.user_id,
      note: 'Dispute opened',
      created_at: daysAgo(age),
      notified_at: daysAgo(age),
    });
    let current: DisputeStatus = 'open';
    for (const [step, move] of path.entries()) {
      const next = disputeTransition(current, move.action, move.by);
      if (!next)
        throw new Error(
          `seed dispute path: ${move.action} by ${move.by} is not allowed from ${current}`,
        );
      const at = daysAgo(Math.max(0, age - Math.min(answeredAfter, age - 1) - step));
      const changedBy =
        move.by === 'reviewer'
          ? order.user_id
          : move.by === 'shop'
            ? shopMember
            : DEMO_IDS.arbitrator;
      await history.add({
        dispute_id: id,
        from_status: current,
        to_status: next,
        action: move.action,
        changed_by: changedBy,
        note: move.note,
        created_at: at,
        notified_at: at,
      });
      if (move.by === 'shop' && shopMember)
        await messages.add({
          dispute_id: id,
          author_id: shopMember,
          author_role: 'shop',
          body: 'We are sorry to hear this. Our courier shows the parcel delivered; we will look again.',
          created_at: at,
        });
      if (move.action === 'ask_reviewer' || move.action === 'send_to_shop')
        await messages.add({
          dispute_id: id,
          author_id: DEMO_IDS.arbitrator,
          author_role: 'arbitrator',
          body: move.note,
          created_at: at,
        });
      current = next;
    }
  }
  await disputes.flush();
  await messages.flush();
  await history.flush();
  for (const [shopId, userId] of newMembers)
    await sql`insert into shop_members (shop_id, user_id, created_at) values (${shopId}, ${userId}, ${daysAgo(800)})`.execute(
      db,
    );
  // Disputes still waiting for their shop give it its days from the day of seeding, not from the seed's reference date.
  await sql`update disputes set shop_answer_due = now() + make_interval(days => ${SHOP_ANSWER_DAYS - 2}) where status in ('open', 'awaiting_shop')`.execute(
    db,
  );
}
