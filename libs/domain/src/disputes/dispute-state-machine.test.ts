import {
  acceptedOfferDecision,
  allowedDisputeActions,
  disputeActionIsFor,
  DISPUTE_ACTIONS,
  DISPUTE_STATUSES,
  disputeDecisionErrors,
  disputeHolder,
  disputeHoldRefusal,
  disputeStandingLabel,
  disputeStatusLabel,
  disputeTransition,
  shopAnswerDeadline,
  shopAnswerDue,
  shopDeadlinePassed,
  type DisputeActor,
} from './dispute-state-machine';

describe('dispute state machine', () => {
  it('walks the whole path: open → awaiting shop → awaiting reviewer → in review → decided → closed', () => {
    expect(disputeTransition('open', 'send_to_shop', 'arbitrator')).toBe('awaiting_shop');
    expect(disputeTransition('awaiting_shop', 'ask_reviewer', 'arbitrator')).toBe(
      'awaiting_reviewer',
    );
    expect(disputeTransition('awaiting_reviewer', 'reviewer_answer', 'reviewer')).toBe('in_review');
    expect(disputeTransition('in_review', 'decide', 'arbitrator')).toBe('decided');
    expect(disputeTransition('decided', 'close', 'arbitrator')).toBe('closed');
  });

  it('lets the reviewer withdraw before a decision and never after', () => {
    for (const status of ['open', 'awaiting_shop', 'awaiting_reviewer', 'in_review'] as const)
      expect(disputeTransition(status, 'withdraw', 'reviewer')).toBe('withdrawn');
    for (const status of ['decided', 'closed', 'withdrawn'] as const)
      expect(disputeTransition(status, 'withdraw', 'reviewer')).toBeNull();
  });

  it('lets only the right party make each move', () => {
    expect(disputeTransition('in_review', 'decide', 'reviewer')).toBeNull();
    expect(disputeTransition('in_review', 'decide', 'shop')).toBeNull();
    expect(disputeTransition('open', 'withdraw', 'shop')).toBeNull();
    expect(disputeTransition('awaiting_shop', 'shop_answer', 'shop')).toBe('in_review');
    expect(disputeTransition('awaiting_shop', 'shop_accept', 'shop')).toBe('decided');
  });

  it('allows nothing out of a closed or withdrawn dispute', () => {
    const actors: DisputeActor[] = ['reviewer', 'shop', 'arbitrator', 'deadline'];
    for (const status of ['closed', 'withdrawn'] as const)
      for (const action of DISPUTE_ACTIONS)
        for (const actor of actors) expect(disputeTransition(status, action, actor)).toBeNull();
  });

  it('offers each party exactly the moves the table allows', () => {
    for (const status of DISPUTE_STATUSES) {
      for (const action of allowedDisputeActions(status, 'arbitrator'))
        expect(disputeTransition(status, action, 'arbitrator')).not.toBeNull();
    }
    expect(allowedDisputeActions('awaiting_reviewer', 'reviewer').sort()).toEqual([
      'reviewer_answer',
      'withdraw',
    ]);
  });

  it('gives the shop 7 days, then sends the dispute to review', () => {
    const opened = new Date('2026-11-01T10:00:00Z');
    expect(shopAnswerDeadline(opened).toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(shopDeadlinePassed('awaiting_shop', opened, new Date('2026-11-08T09:59:59Z'))).toBe(
      false,
    );
    expect(shopDeadlinePassed('awaiting_shop', opened, new Date('2026-11-08T10:00:00Z'))).toBe(
      true,
    );
    expect(shopDeadlinePassed('in_review', opened, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(shopAnswerDue('awaiting_shop', opened)?.toISOString()).toBe('2026-11-08T10:00:00.000Z');
    expect(shopAnswerDue('awaiting_reviewer', opened)).toBeNull();
  });

  it('tells the side that is asked that the dispute waits for its answer', () => {
    expect(disputeStatusLabel('awaiting_reviewer', 'reviewer')).toBe('Waiting for your answer');
    expect(disputeStatusLabel('awaiting_reviewer', 'arbitrator')).toBe('Waiting for the reviewer');
    expect(disputeStatusLabel('awaiting_shop', 'shop')).toBe('Waiting for your answer');
    expect(disputeStatusLabel('awaiting_shop', 'reviewer')).toBe('Waiting for the shop');
  });

  it('needs an outcome, a written reason and, unless for the shop, the remedy', () => {
    expect(
      disputeDecisionErrors({
        outcome: 'for_reviewer',
        reason: 'The parcel never arrived, tracking shows it returned.',
        remedy: 'Full refund',
      }),
    ).toEqual({});
    expect(
      disputeDecisionErrors({
        outcome: 'for_shop',
        reason: 'Delivered and signed for by the reviewer.',
        remedy: '',
      }),
    ).toEqual({});
    expect(disputeDecisionErrors({ outcome: 'maybe', reason: 'short', remedy: '' })).toEqual({
      outcome: 'Choose the outcome',
      reason: 'Write the reason for the decision (at least 20 characters)',
      remedy: 'Say what the shop must do',
    });
  });
});

describe('who holds a case', () => {
  it('tells nobody, the viewer and another arbitrator apart, whatever the ids are typed as', () => {
    expect(disputeHolder(null, '7')).toBe('nobody');
    expect(disputeHolder(7, '7')).toBe('viewer');
    expect(disputeHolder('8', 7)).toBe('another');
  });

  it("refuses every move and the thread on another's case but the take-over", () => {
    for (const action of DISPUTE_ACTIONS.filter((candidate) => candidate !== 'take_over'))
      expect([action, disputeHoldRefusal('another', action)]).toEqual([action, 'held_by_another']);
    expect(disputeHoldRefusal('another', 'take_over')).toBeNull();
  });

  it('takes over only from someone else, takes only what is not yet yours, and lets the holder and a first mover act', () => {
    expect(disputeHoldRefusal('viewer', 'take_over')).toBe('already_yours');
    expect(disputeHoldRefusal('nobody', 'take_over')).toBe('not_held');
    expect(disputeHoldRefusal('viewer', 'take')).toBe('already_yours');
    expect(disputeHoldRefusal('nobody', 'take')).toBeNull();
    expect(disputeHoldRefusal('nobody', 'decide')).toBeNull();
    expect(disputeHoldRefusal('viewer', 'decide')).toBeNull();
  });

  it('hands a case over where it stands, decided cases included, but not once it is over', () => {
    for (const status of [
      'open',
      'awaiting_shop',
      'awaiting_reviewer',
      'in_review',
      'decided',
    ] as const)
      expect(disputeTransition(status, 'take_over', 'arbitrator')).toBe(status);
    for (const status of ['closed', 'withdrawn'] as const)
      expect(disputeTransition(status, 'take_over', 'arbitrator')).toBeNull();
    expect(disputeTransition('in_review', 'take_over', 'shop')).toBeNull();
  });
});

describe("the shop's counter-offer", () => {
  it('waits for the reviewer, who accepts it (closed without an arbitrator) or refuses it (to an arbitrator)', () => {
    expect(disputeTransition('open', 'shop_offer', 'shop')).toBe('offer_made');
    expect(disputeTransition('awaiting_shop', 'shop_offer', 'shop')).toBe('offer_made');
    expect(disputeTransition('offer_made', 'accept_offer', 'reviewer')).toBe('closed');
    expect(disputeTransition('offer_made', 'refuse_offer', 'reviewer')).toBe('in_review');
    expect(allowedDisputeActions('offer_made', 'reviewer').sort()).toEqual([
      'accept_offer',
      'refuse_offer',
      'withdraw',
    ]);
  });

  it('is made by the shop only, before an arbitrator has the case, and answered by the reviewer only', () => {
    expect(disputeTransition('open', 'shop_offer', 'reviewer')).toBeNull();
    expect(disputeTransition('offer_made', 'accept_offer', 'shop')).toBeNull();
    expect(disputeTransition('offer_made', 'shop_offer', 'shop')).toBeNull();
    for (const status of [
      'awaiting_reviewer',
      'in_review',
      'decided',
      'closed',
      'withdrawn',
    ] as const)
      expect(disputeTransition(status, 'shop_offer', 'shop')).toBeNull();
    for (const status of DISPUTE_STATUSES.filter((candidate) => candidate !== 'offer_made')) {
      expect(disputeTransition(status, 'accept_offer', 'reviewer')).toBeNull();
      expect(disputeTransition(status, 'refuse_offer', 'reviewer')).toBeNull();
    }
    expect(disputeActionIsFor('shop_offer', 'shop')).toBe(true);
    expect(disputeActionIsFor('shop_offer', 'reviewer')).toBe(false);
    expect(disputeActionIsFor('accept_offer', 'shop')).toBe(false);
  });

  it("stops the shop's clock while the reviewer considers the offer, and keeps the arbitrator's moves", () => {
    expect(shopAnswerDue('offer_made', new Date('2026-11-01T10:00:00Z'))).toBeNull();
    expect(disputeTransition('offer_made', 'take', 'arbitrator')).toBe('in_review');
    expect(disputeTransition('offer_made', 'shop_accept', 'shop')).toBe('decided');
    expect(disputeStatusLabel('offer_made', 'shop')).toBe(
      "Waiting for the reviewer's answer to the shop's offer",
    );
  });

  it('records an accepted offer as a partial outcome with the offer as its remedy', () => {
    expect(acceptedOfferDecision('A 30% refund')).toEqual({
      outcome: 'partial',
      remedy: 'A 30% refund',
      reason: "The reviewer accepted the shop's offer.",
    });
  });
});

describe('a dispute outcome has one name (issue #29 item 8)', () => {
  it('reads the same to the reviewer, the shop and an arbitrator once decided', () => {
    const readers = ['reviewer', 'shop', 'arbitrator'] as const;
    expect(
      readers.map((viewer) => disputeStandingLabel('decided', viewer, 'for_reviewer')),
    ).toEqual(Array(3).fill('Decided for the reviewer'));
    expect(readers.map((viewer) => disputeStandingLabel('decided', viewer, 'partial'))).toEqual(
      Array(3).fill('Decided partly for each'),
    );
  });

  it('keeps the decision beside a later status, and is the plain status before one', () => {
    expect(disputeStandingLabel('closed', 'shop', 'for_shop')).toBe('Closed: decided for the shop');
    expect(disputeStandingLabel('awaiting_shop', 'shop', null)).toBe('Waiting for your answer');
  });
});
