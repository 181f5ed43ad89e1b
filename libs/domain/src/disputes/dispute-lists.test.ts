import { ARBITRATOR_STATUS_FILTER_LABELS } from './dispute-lists';
import { DISPUTE_STATUSES, disputeStatusLabel } from './dispute-state-machine';

describe("the arbitrator list's status filters", () => {
  it('name each status in the words its rows use, so a state has one wording (issue #58)', () => {
    for (const status of DISPUTE_STATUSES)
      expect([status, ARBITRATOR_STATUS_FILTER_LABELS[status]]).toEqual([
        status,
        disputeStatusLabel(status, 'arbitrator'),
      ]);
    expect(ARBITRATOR_STATUS_FILTER_LABELS.offer_made).toBe(
      "Waiting for the reviewer's answer to the shop's offer",
    );
  });

  it('give every filter its own name', () => {
    const names = Object.values(ARBITRATOR_STATUS_FILTER_LABELS);
    expect(new Set(names).size).toBe(names.length);
  });
});
