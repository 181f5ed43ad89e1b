/**
 * Opening a dispute (spec §3 "Dispute form data" and "Dispute payload"): what went wrong, what the
 * reviewer wants, and up to five files as evidence. The server checks a payload with
 * `disputeDraftErrors`; the form shows the same messages before sending.
 */
export const DISPUTE_TYPES = [
  'item_not_received',
  'item_not_as_described',
  'damaged_item',
  'refund_not_received',
  'other',
] as const;
export type DisputeType = (typeof DISPUTE_TYPES)[number];

export const DISPUTE_TYPE_LABELS: Record<DisputeType, string> = {
  item_not_received: 'The item never arrived',
  item_not_as_described: 'The item is not as described',
  damaged_item: 'The item arrived damaged',
  refund_not_received: 'A promised refund never came',
  other: 'Something else',
};

export const DESIRED_OUTCOME_TYPES = [
  'full_refund',
  'partial_refund',
  'replacement',
  'repair',
  'apology',
  'other',
] as const;
export type DesiredOutcomeType = (typeof DESIRED_OUTCOME_TYPES)[number];

export const DESIRED_OUTCOME_LABELS: Record<DesiredOutcomeType, string> = {
  full_refund: 'A full refund',
  partial_refund: 'A partial refund',
  replacement: 'A replacement',
  repair: 'A repair',
  apology: 'An apology',
  other: 'Something else',
};

/** What the reviewer asks the shop for: the outcome chosen, then their own words when they gave any. */
export function disputeRequestText(
  desiredOutcomeType: DesiredOutcomeType,
  desiredOutcomeDescription: string,
): string {
  const words = desiredOutcomeDescription.trim();
  const outcome = DESIRED_OUTCOME_LABELS[desiredOutcomeType];
  return words ? `${outcome}: ${words}` : outcome;
}

const MB = 1024 * 1024;

/** The limits: descriptions long enough to act on; five files of 10 MB at most. */
export const DISPUTE_LIMITS = {
  descriptionMin: 30,
  descriptionMax: 5000,
  outcomeDescriptionMax: 2000,
  messageMax: 5000,
  files: 5,
  fileBytes: 10 * MB,
} as const;

export interface DisputeDraft {
  dispute_type: string;
  description: string;
  desired_outcome_type: string;
  desired_outcome_description: string;
  source_id: string;
  file_ids: readonly string[];
}

export type DisputeDraftField =
  | 'dispute_type'
  | 'description'
  | 'desired_outcome_type'
  | 'desired_outcome_description'
  | 'source_id'
  | 'file_ids';

/** Why a dispute cannot be sent yet, by field; empty when it can. */
export function disputeDraftErrors(
  draft: DisputeDraft,
): Partial<Record<DisputeDraftField, string>> {
  const errors: Partial<Record<DisputeDraftField, string>> = {};
  if (!draft.source_id) errors.source_id = 'Choose the order this is about';
  if (!DISPUTE_TYPES.some((type) => type === draft.dispute_type))
    errors.dispute_type = 'Choose what went wrong';
  const description = draft.description.trim();
  if (description.length < DISPUTE_LIMITS.descriptionMin)
    errors.description = `Describe what happened in at least ${DISPUTE_LIMITS.descriptionMin} characters`;
  else if (description.length > DISPUTE_LIMITS.descriptionMax)
    errors.description = `Keep the description under ${DISPUTE_LIMITS.descriptionMax} characters`;
  if (!DESIRED_OUTCOME_TYPES.some((type) => type === draft.desired_outcome_type))
    errors.desired_outcome_type = 'Choose what you would like';
  else if (draft.desired_outcome_type === 'other' && !draft.desired_outcome_description.trim())
    errors.desired_outcome_description = 'Say what you would like the shop to do';
  if (draft.desired_outcome_description.length > DISPUTE_LIMITS.outcomeDescriptionMax)
    errors.desired_outcome_description = `Keep this under ${DISPUTE_LIMITS.outcomeDescriptionMax} characters`;
  if (draft.file_ids.length > DISPUTE_LIMITS.files)
    errors.file_ids = `Attach at most ${DISPUTE_LIMITS.files} files`;
  return errors;
}

/** A message in a dispute's thread: something to say, or at least a file. */
export function disputeMessageError(message: {
  body: string;
  file_ids: readonly string[];
}): string | null {
  if (!message.body.trim() && message.file_ids.length === 0)
    return 'Write a message or attach a file';
  if (message.body.length > DISPUTE_LIMITS.messageMax)
    return `Keep the message under ${DISPUTE_LIMITS.messageMax} characters`;
  if (message.file_ids.length > DISPUTE_LIMITS.files)
    return `Attach at most ${DISPUTE_LIMITS.files} files`;
  return null;
}

/** The shop's counter-offer says what it offers instead, as briefly as a desired outcome. */
export function counterOfferError(offer: string): string | null {
  if (!offer.trim()) return 'Say what you offer instead';
  if (offer.length > DISPUTE_LIMITS.outcomeDescriptionMax)
    return `Keep the offer under ${DISPUTE_LIMITS.outcomeDescriptionMax} characters`;
  return null;
}
