/**
 * A dispute's life: opened by a reviewer, answered by the shop, taken by an arbitrator, decided,
 * closed; or withdrawn by the reviewer before a decision; or settled between the two when the
 * reviewer accepts the shop's counter-offer. The server refuses every move this
 * table does not allow (409) and records every move it does; the UI offers only these moves.
 */
export const DISPUTE_STATUSES = [
  'open',
  'awaiting_shop',
  'offer_made',
  'awaiting_reviewer',
  'in_review',
  'decided',
  'closed',
  'withdrawn',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Each status as the parties read it. */
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Opened',
  awaiting_shop: 'Waiting for the shop',
  offer_made: "Waiting for your answer to the shop's offer",
  awaiting_reviewer: 'Waiting for your answer',
  in_review: 'With an arbitrator',
  decided: 'Decided',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
};

/** A status as one of the parties reads it: "waiting for your answer" is said to the side that is asked. */
export function disputeStatusLabel(
  status: DisputeStatus,
  viewer: 'reviewer' | 'shop' | 'arbitrator',
): string {
  if (status === 'awaiting_reviewer' && viewer !== 'reviewer') return 'Waiting for the reviewer';
  if (status === 'awaiting_shop' && viewer === 'shop') return 'Waiting for your answer';
  if (status === 'offer_made' && viewer !== 'reviewer')
    return "Waiting for the reviewer's answer to the shop's offer";
  return DISPUTE_STATUS_LABELS[status];
}

/** Who acts on a dispute: its reviewer, a member of its shop, an arbitrator, or the clock (deadlines). */
export type DisputeActor = 'reviewer' | 'shop' | 'arbitrator' | 'deadline';

export const DISPUTE_ACTIONS = [
  'send_to_shop',
  'shop_answer',
  'shop_accept',
  'shop_offer',
  'accept_offer',
  'refuse_offer',
  'ask_reviewer',
  'reviewer_answer',
  'ask_shop',
  'take',
  'take_over',
  'decide',
  'close',
  'withdraw',
  'shop_deadline_passed',
] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];

/** Spec-less but needed: the shop answers within 7 days, or the dispute goes to an arbitrator. */
export const SHOP_ANSWER_DAYS = 7;

export const DISPUTE_OUTCOMES = ['for_reviewer', 'for_shop', 'partial'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** Each outcome's one name, for every reader and on every page (issue #29 item 8: one had three). */
export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  for_reviewer: 'For the reviewer',
  for_shop: 'For the shop',
  partial: 'Partly for each',
};

/** Where a dispute stands, with its outcome once decided: "Decided for the reviewer", "Closed: decided partly for each". */
export function disputeStandingLabel(
  status: DisputeStatus,
  viewer: 'reviewer' | 'shop' | 'arbitrator',
  outcome: DisputeOutcome | null,
): string {
  if (!outcome) return disputeStatusLabel(status, viewer);
  const name = DISPUTE_OUTCOME_LABELS[outcome].toLowerCase();
  return status === 'decided'
    ? `Decided ${name}`
    : `${disputeStatusLabel(status, viewer)}: decided ${name}`;
}

interface Move {
  action: DisputeAction;
  by: DisputeActor;
  from: readonly DisputeStatus[];
  /** Where the move takes the dispute; null when it changes who holds the case, not where it stands. */
  to: DisputeStatus | null;
}

const BEFORE_DECISION: readonly DisputeStatus[] = [
  'open',
  'awaiting_shop',
  'offer_made',
  'awaiting_reviewer',
  'in_review',
];

/** Every allowed move, once. */
const MOVES: readonly Move[] = [
  { action: 'send_to_shop', by: 'arbitrator', from: ['open'], to: 'awaiting_shop' },
  { action: 'shop_answer', by: 'shop', from: ['open', 'awaiting_shop'], to: 'in_review' },
  // The shop grants what the reviewer asked for: the dispute is decided for the reviewer, no arbitration needed.
  { action: 'shop_accept', by: 'shop', from: BEFORE_DECISION, to: 'decided' },
  // The shop offers something other than what was asked: the reviewer accepts it (settled, closed
  // without an arbitrator: nothing is left to decide or enforce) or refuses it (an arbitrator decides).
  { action: 'shop_offer', by: 'shop', from: ['open', 'awaiting_shop'], to: 'offer_made' },
  { action: 'accept_offer', by: 'reviewer', from: ['offer_made'], to: 'closed' },
  { action: 'refuse_offer', by: 'reviewer', from: ['offer_made'], to: 'in_review' },
  {
    action: 'ask_reviewer',
    by: 'arbitrator',
    from: ['in_review', 'awaiting_shop'],
    to: 'awaiting_reviewer',
  },
  { action: 'reviewer_answer', by: 'reviewer', from: ['awaiting_reviewer'], to: 'in_review' },
  {
    action: 'ask_shop',
    by: 'arbitrator',
    from: ['in_review', 'awaiting_reviewer'],
    to: 'awaiting_shop',
  },
  { action: 'take', by: 'arbitrator', from: BEFORE_DECISION, to: 'in_review' },
  // Another arbitrator's case changes hands as it stands: what it waits for, and the shop's clock, stay.
  { action: 'take_over', by: 'arbitrator', from: [...BEFORE_DECISION, 'decided'], to: null },
  { action: 'decide', by: 'arbitrator', from: ['in_review'], to: 'decided' },
  { action: 'close', by: 'arbitrator', from: ['decided'], to: 'closed' },
  { action: 'withdraw', by: 'reviewer', from: BEFORE_DECISION, to: 'withdrawn' },
  {
    action: 'shop_deadline_passed',
    by: 'deadline',
    from: ['open', 'awaiting_shop'],
    to: 'in_review',
  },
];

/** Where `action` by `actor` takes a dispute in `status`, or null when it may not. */
export function disputeTransition(
  status: DisputeStatus,
  action: DisputeAction,
  actor: DisputeActor,
): DisputeStatus | null {
  const move = MOVES.find(
    (candidate) =>
      candidate.action === action && candidate.by === actor && candidate.from.includes(status),
  );
  return move ? (move.to ?? status) : null;
}

/** Whether `actor` makes `action` in any status: a move from the wrong side is refused as such, not as a wrong moment. */
export function disputeActionIsFor(action: DisputeAction, actor: DisputeActor): boolean {
  return MOVES.some((move) => move.action === action && move.by === actor);
}

/** What `actor` may do to a dispute in `status`: the buttons the UI shows. */
export function allowedDisputeActions(status: DisputeStatus, actor: DisputeActor): DisputeAction[] {
  return MOVES.filter((move) => move.by === actor && move.from.includes(status)).map(
    (move) => move.action,
  );
}

/** What each party's own move leads to, said on the button's screen before it is made. */
export const DISPUTE_MOVE_CONSEQUENCES = {
  shop_accept:
    'The dispute is decided for the reviewer at once, with no arbitrator: you then give them what they asked for.',
  shop_offer:
    'The reviewer is asked to accept or refuse your offer. Accepted, the dispute closes with your offer as the remedy and no arbitrator; refused, an arbitrator decides.',
  shop_answer:
    'Your answer goes in the thread and the dispute goes to an arbitrator, who reads both sides and decides.',
  accept_offer:
    "The dispute closes with the shop's offer as the remedy, and no arbitrator: the shop then gives you what it offered.",
  refuse_offer: 'The dispute goes to an arbitrator, who reads both sides and decides.',
  withdraw: 'The dispute ends here and cannot be reopened.',
} as const satisfies Partial<Record<DisputeAction, string>>;

/** The remedy and reason recorded when the reviewer accepts the shop's offer: settled between them, partly as first asked. */
export function acceptedOfferDecision(offer: string): {
  outcome: DisputeOutcome;
  remedy: string;
  reason: string;
} {
  return { outcome: 'partial', remedy: offer, reason: "The reviewer accepted the shop's offer." };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when the shop may answer a dispute that asked it at `askedAt` (opened, or asked again). */
export function shopAnswerDeadline(askedAt: Date): Date {
  return new Date(askedAt.getTime() + SHOP_ANSWER_DAYS * DAY_MS);
}

/** Whether a dispute in `status` waits for the shop, so the shop's clock runs. */
export function waitsForShop(status: DisputeStatus): boolean {
  return disputeTransition(status, 'shop_deadline_passed', 'deadline') !== null;
}

/** The shop's deadline once a dispute enters `status` at `enteredAt`; null when it does not wait for the shop. */
export function shopAnswerDue(status: DisputeStatus, enteredAt: Date): Date | null {
  return waitsForShop(status) ? shopAnswerDeadline(enteredAt) : null;
}

/** Whether the shop's time to answer has run out at `now` while the dispute still waits for it. */
export function shopDeadlinePassed(status: DisputeStatus, askedAt: Date, now: Date): boolean {
  return waitsForShop(status) && now.getTime() >= shopAnswerDeadline(askedAt).getTime();
}

/** A decision needs an outcome and a written reason; a partial outcome names its remedy. */
export function disputeDecisionErrors(decision: {
  outcome: string;
  reason: string;
  remedy: string;
}): Partial<Record<'outcome' | 'reason' | 'remedy', string>> {
  const errors: Partial<Record<'outcome' | 'reason' | 'remedy', string>> = {};
  if (!DISPUTE_OUTCOMES.some((outcome) => outcome === decision.outcome))
    errors.outcome = 'Choose the outcome';
  if (decision.reason.trim().length < 20)
    errors.reason = 'Write the reason for the decision (at least 20 characters)';
  if (decision.outcome !== 'for_shop' && decision.remedy.trim().length === 0)
    errors.remedy = 'Say what the shop must do';
  return errors;
}

/** Who holds a case, as the arbitrator about to act on it sees it. */
export type DisputeHolder = 'nobody' | 'viewer' | 'another';

/** Who holds a case whose arbitrator is `arbitratorId` (null: nobody yet), as `viewerId` sees it; ids compare as strings. */
export function disputeHolder(
  arbitratorId: string | number | null,
  viewerId: string | number,
): DisputeHolder {
  if (arbitratorId === null) return 'nobody';
  return String(arbitratorId) === String(viewerId) ? 'viewer' : 'another';
}

/** Why an arbitrator may not make a move on a case because of who holds it. */
export type DisputeHoldRefusal = 'held_by_another' | 'already_yours' | 'not_held';

/**
 * The holding rule beside the state machine: a case is its arbitrator's alone. Another arbitrator
 * takes it over first (a move of its own, in the history) before moving it or writing in its thread;
 * a case nobody holds becomes the arbitrator's with their first move.
 */
export function disputeHoldRefusal(
  holder: DisputeHolder,
  action: DisputeAction,
): DisputeHoldRefusal | null {
  if (action === 'take_over')
    return holder === 'another' ? null : holder === 'viewer' ? 'already_yours' : 'not_held';
  if (holder === 'another') return 'held_by_another';
  return action === 'take' && holder === 'viewer' ? 'already_yours' : null;
}
