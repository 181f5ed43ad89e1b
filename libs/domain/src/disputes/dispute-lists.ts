import { DISPUTE_STATUSES, disputeStatusLabel, type DisputeStatus } from './dispute-state-machine';

/** Spec §7 "arbitrator disputes list" pages; the issue adds filters by status and age. */
export const ARBITRATOR_PAGE_SIZE = 20;

/** Statuses in which a dispute still waits for someone: the arbitrator's default list. */
export const WAITING_DISPUTE_STATUSES: readonly DisputeStatus[] = [
  'open',
  'awaiting_shop',
  'offer_made',
  'awaiting_reviewer',
  'in_review',
];

export const ARBITRATOR_STATUS_FILTERS = ['waiting', ...DISPUTE_STATUSES, 'all'] as const;
export type ArbitratorStatusFilter = (typeof ARBITRATOR_STATUS_FILTERS)[number];

/**
 * Each filter's name; a status is named as the arbitrator reads it everywhere else (disputeStatusLabel),
 * so a case listed under a filter says the same words in its row (issue #58: one wording per state).
 */
export const ARBITRATOR_STATUS_FILTER_LABELS: Record<ArbitratorStatusFilter, string> = {
  waiting: 'Waiting for someone',
  ...(Object.fromEntries(
    DISPUTE_STATUSES.map((status) => [status, disputeStatusLabel(status, 'arbitrator')]),
  ) as Record<DisputeStatus, string>),
  all: 'All disputes',
};

/** "Age": how long ago a dispute was opened, at least. */
export const DISPUTE_AGE_FILTERS = {
  any: 0,
  over_7_days: 7,
  over_30_days: 30,
  over_90_days: 90,
} as const;
export type DisputeAgeFilter = keyof typeof DISPUTE_AGE_FILTERS;

export const DISPUTE_AGE_FILTER_LABELS: Record<DisputeAgeFilter, string> = {
  any: 'Any age',
  over_7_days: 'Opened over 7 days ago',
  over_30_days: 'Opened over 30 days ago',
  over_90_days: 'Opened over 90 days ago',
};

/** The statuses a status filter stands for. */
export function statusesOfFilter(filter: ArbitratorStatusFilter): readonly DisputeStatus[] {
  if (filter === 'waiting') return WAITING_DISPUTE_STATUSES;
  if (filter === 'all') return DISPUTE_STATUSES;
  return [filter];
}

/**
 * The desk's views (issue #29): every case oldest first; the cases waiting for this arbitrator's
 * move (theirs or nobody's: what the menu's desk count counts, beside the reports); the cases the
 * viewer holds; and the cases that have gone longest without a move or a message, whatever their age.
 */
export const ARBITRATOR_VIEWS = ['all', 'to_move', 'mine', 'longest'] as const;
export type ArbitratorView = (typeof ARBITRATOR_VIEWS)[number];

export const ARBITRATOR_VIEW_LABELS: Record<ArbitratorView, string> = {
  all: 'All cases',
  to_move: 'Waiting for you',
  mine: 'Assigned to me',
  longest: 'Waiting longest',
};

/** A search of the desk is a dispute id, an order id, or part of a shop's or a reviewer's name: a line, not a text. */
export const ARBITRATOR_SEARCH_MAX = 100;

/** Statuses in which the next move is an arbitrator's (take or send a new case on, decide one in review): what a desk counts. */
export const ARBITRATOR_MOVE_STATUSES: readonly DisputeStatus[] = ['open', 'in_review'];

/** What the arbitrator list shows: a status and age filter, a view, a search and a page. */
export interface ArbitratorListParams {
  status: ArbitratorStatusFilter;
  age: DisputeAgeFilter;
  view: ArbitratorView;
  q: string;
  page: number;
}

/** The arbitrator list's filters, view, search and page, read from an address: anything unknown falls back to the default. */
export function arbitratorListParams(params: URLSearchParams): ArbitratorListParams {
  const status =
    ARBITRATOR_STATUS_FILTERS.find((filter) => filter === params.get('status')) ?? 'waiting';
  const age =
    (Object.keys(DISPUTE_AGE_FILTERS) as DisputeAgeFilter[]).find(
      (filter) => filter === params.get('age'),
    ) ?? 'any';
  const view = ARBITRATOR_VIEWS.find((candidate) => candidate === params.get('view')) ?? 'all';
  const q = (params.get('q') ?? '').trim().slice(0, ARBITRATOR_SEARCH_MAX);
  const page = Number(params.get('page'));
  return { status, age, view, q, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** A shop's public dispute record covers the last 12 months. */
export const DISPUTE_RECORD_MONTHS = 12;

/** "4 of 5 answered in time" as a whole percentage, or null when the shop had nothing to answer. */
export function answeredInTimePercent(answeredInTime: number, asked: number): number | null {
  return asked === 0 ? null : Math.round((answeredInTime / asked) * 100);
}
