/**
 * Reports of reviews (issue #29, item 5): why a review may be reported, what the public reads in
 * its place once an arbitrator upholds a report, and what a report and an appeal must say.
 */
export const REVIEW_REPORT_REASONS = [
  'fake',
  'offensive',
  'private_information',
  'off_topic',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** Each reason as the person reporting chooses it. */
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  fake: 'Fake: not a real customer’s experience',
  offensive: 'Offensive or abusive',
  private_information: 'Shares private information',
  off_topic: 'Not about this product or shop',
  other: 'Something else',
};

/** What a review is: about a product, or about its shop as a whole. */
export type ReviewedThing = 'product' | 'shop';

/** Reports and appeals: words are required for "other", and both have a ceiling. */
export const REVIEW_REPORT_LIMITS = {
  otherMin: 10,
  detailsMax: 1000,
  appealMin: 20,
  appealMax: 2000,
} as const;

/**
 * The public line where a removed review stood, and beside the shop's counts: "Removed: not about
 * this product". The reporter's own words ("other") are never shown: they may repeat what was removed.
 */
export function removedReviewLine(reason: ReviewReportReason, about: ReviewedThing): string {
  const why: Record<ReviewReportReason, string> = {
    fake: 'fake',
    offensive: 'offensive',
    private_information: 'private information',
    off_topic: `not about this ${about}`,
    other: 'against our content policy',
  };
  return `Removed: ${why[reason]}`;
}

/** Whether `value` is one of the reasons. */
export function isReviewReportReason(value: string): value is ReviewReportReason {
  return REVIEW_REPORT_REASONS.some((reason) => reason === value);
}

/** What is wrong with a report, by field; empty when it can be sent. */
export function reviewReportErrors(report: {
  reason: string;
  details: string;
}): Partial<Record<'reason' | 'details', string>> {
  const errors: Partial<Record<'reason' | 'details', string>> = {};
  const details = report.details.trim();
  if (!isReviewReportReason(report.reason))
    errors.reason = 'Choose why you are reporting this review';
  else if (report.reason === 'other' && details.length < REVIEW_REPORT_LIMITS.otherMin)
    errors.details = `Say what is wrong with it (at least ${REVIEW_REPORT_LIMITS.otherMin} characters)`;
  if (details.length > REVIEW_REPORT_LIMITS.detailsMax)
    errors.details = `Keep it to ${REVIEW_REPORT_LIMITS.detailsMax} characters`;
  return errors;
}

/** What is wrong with an appeal against a removal; null when it can be sent. */
export function removalAppealError(body: string): string | null {
  const text = body.trim();
  if (text.length < REVIEW_REPORT_LIMITS.appealMin)
    return `Say why the review should be back (at least ${REVIEW_REPORT_LIMITS.appealMin} characters)`;
  if (text.length > REVIEW_REPORT_LIMITS.appealMax)
    return `Keep it to ${REVIEW_REPORT_LIMITS.appealMax} characters`;
  return null;
}

/**
 * Reports one person may send an hour (issue #58: a new account sent 30 in seconds). Reporting is
 * for what a reader comes across; more than this in an hour is a campaign, not reading.
 */
export const REVIEW_REPORTS_PER_HOUR = 10;

/** Where a report stands: waiting on the desk, or decided either way. */
export const REVIEW_REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type ReviewReportStatus = (typeof REVIEW_REPORT_STATUSES)[number];

/** Each status as the reviewed shop's team reads it in its inbox, in the desk's own words. */
export const REVIEW_REPORT_STATUS_LABELS: Record<ReviewReportStatus, string> = {
  open: 'Waiting for an arbitrator',
  upheld: 'Upheld: the review is removed',
  dismissed: 'Dismissed: the review stays',
};
