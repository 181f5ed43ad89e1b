import {
  arbitratorDisputeSchema,
  arbitratorListResponseSchema,
  disputeDetailSchema,
  type ArbitratorDispute,
  type ArbitratorListResponse,
  type DisputeDetail,
} from '@vouch/contracts';

/** A dispute as its page answers it, waiting for an arbitrator's decision; checked against its contract. */
export function disputeFixture(overrides: Partial<DisputeDetail> = {}): DisputeDetail {
  return disputeDetailSchema.parse({
    public_id: 'D-1001',
    shop: { name: 'Harbor Outfitters', internal_path: '/reviews/stores/harbor-outfitters' },
    reviewer: { name: 'Robin Reviewer' },
    products: [
      {
        title: 'Canvas weekender bag',
        internal_path: '/reviews/stores/harbor-outfitters/products/canvas-weekender-bag',
      },
    ],
    order: { public_id: 'O-77', placed_at: '2026-10-01T10:00:00.000Z' },
    dispute_type: 'damaged_item',
    description: 'The left strap was torn at the seam when the bag arrived.',
    desired_outcome_type: 'replacement',
    desired_outcome_description: '',
    status: 'in_review',
    outcome: null,
    remedy: null,
    counter_offer: null,
    decision_reason: null,
    decided_at: null,
    shop_answer_due: null,
    created_at: '2026-10-10T10:00:00.000Z',
    arbitrator: { name: 'Ari Arbiter', is_viewer: true },
    files: [],
    messages: [],
    history: [],
    viewer_role: 'arbitrator',
    allowed_actions: ['ask_reviewer', 'ask_shop', 'decide'],
    ...overrides,
  });
}

/** A row of the arbitrator's list, checked against its contract. */
export function arbitratorDisputeFixture(
  overrides: Partial<ArbitratorDispute> = {},
): ArbitratorDispute {
  return arbitratorDisputeSchema.parse({
    public_id: 'D-1001',
    shop_name: 'Harbor Outfitters',
    reviewer_name: 'Robin Reviewer',
    dispute_type: 'damaged_item',
    status: 'open',
    outcome: null,
    created_at: '2026-10-10T10:00:00.000Z',
    shop_answer_due: null,
    arbitrator_name: null,
    updated_at: '2026-10-12T10:00:00.000Z',
    ...overrides,
  });
}

/** A page of the arbitrator's list holding `disputes` of `total_results`, checked against its contract. */
export function arbitratorListAnswer(
  disputes: ArbitratorDispute[],
  { page = 1, total_results = disputes.length } = {},
): ArbitratorListResponse {
  return arbitratorListResponseSchema.parse({
    meta_data: { title: 'Disputes', description: 'Disputes to decide' },
    disputes,
    page,
    per_page: 20,
    total_results,
  });
}
