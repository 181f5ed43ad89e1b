import { z } from 'zod';
import { REVIEW_REPORT_LIMITS, REVIEW_REPORT_REASONS } from '@vouch/domain';

const reason = z.enum(REVIEW_REPORT_REASONS);

/** `POST /reviews/review_reports`: a signed-in person reports a review, once. */
export const reviewReportRequestSchema = z.object({
  review_public_id: z
    .string({ error: 'review_public_id names the review' })
    .min(1, 'review_public_id names the review')
    .max(100),
  reason: z.string({ error: 'reason is one of the reasons' }).max(50),
  details: z
    .string()
    .max(
      REVIEW_REPORT_LIMITS.detailsMax,
      `details: at most ${REVIEW_REPORT_LIMITS.detailsMax} characters`,
    )
    .default(''),
});
export type ReviewReportRequest = z.input<typeof reviewReportRequestSchema>;

export const reviewReportResponseSchema = z.object({
  report: z.object({ public_id: z.string(), status: z.enum(['open', 'upheld', 'dismissed']) }),
});
export type ReviewReportResponse = z.infer<typeof reviewReportResponseSchema>;

/** The review a report or an appeal is about, as the arbitrator reads it (unpublished ones too). */
export const reportedReviewSchema = z.object({
  public_id: z.string(),
  title: z.string(),
  body: z.string(),
  rating: z.number().int(),
  author_name: z.string(),
  shop_name: z.string(),
  product_title: z.string().nullable(),
  removed_reason: reason.nullable(),
  /** What its author's edits replaced, newest first: a report may be about words no longer there. Never public. */
  earlier_versions: z.array(
    z.object({
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
      written_at: z.string(),
    }),
  ),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/** `GET /reviews/review_reports.json`: the desk's queue, the oldest open reports and open appeals, and how many of each wait. */
export const reviewReportQueueResponseSchema = z.object({
  reports_total: z.number().int().min(0),
  appeals_total: z.number().int().min(0),
  reports: z.array(
    z.object({
      public_id: z.string(),
      reason,
      details: z.string(),
      created_at: z.string(),
      reporter_name: z.string(),
      review: reportedReviewSchema,
    }),
  ),
  appeals: z.array(
    z.object({
      public_id: z.string(),
      body: z.string(),
      created_at: z.string(),
      review: reportedReviewSchema,
    }),
  ),
});
export type ReviewReportQueueResponse = z.infer<typeof reviewReportQueueResponseSchema>;

/** `POST /reviews/review_reports/{public_id}/decision`: an arbitrator upholds (removes the review) or dismisses. */
export const reviewReportDecisionRequestSchema = z.object({
  decision: z.enum(['uphold', 'dismiss'], { error: 'decision is uphold or dismiss' }),
});
export type ReviewReportDecisionRequest = z.input<typeof reviewReportDecisionRequestSchema>;

/** A report's or an appeal's decision, as recorded. */
export const deskDecisionResponseSchema = z.object({
  decided: z.enum(['uphold', 'dismiss', 'reinstate', 'keep']),
});
export type DeskDecisionResponse = z.infer<typeof deskDecisionResponseSchema>;

/** `POST /reviews/reviewer/reviews/{public_id}/appeal`: the author's one appeal against a removal. */
export const removalAppealRequestSchema = z.object({
  body: z.string({ error: 'body is the appeal as text' }).max(REVIEW_REPORT_LIMITS.appealMax + 100),
});
export type RemovalAppealRequest = z.input<typeof removalAppealRequestSchema>;

export const removalAppealResponseSchema = z.object({
  appeal: z.object({ public_id: z.string(), status: z.enum(['open', 'reinstated', 'kept']) }),
});
export type RemovalAppealResponse = z.infer<typeof removalAppealResponseSchema>;

/** `POST /reviews/removal_appeals/{public_id}/decision`: the review comes back, or its removal stands. */
export const removalAppealDecisionRequestSchema = z.object({
  decision: z.enum(['reinstate', 'keep'], { error: 'decision is reinstate or keep' }),
});
export type RemovalAppealDecisionRequest = z.input<typeof removalAppealDecisionRequestSchema>;

/** A shop's removed reviews by reason, each with its public line, beside its dispute record. */
export const removedReviewCountsSchema = z.array(
  z.object({ reason, line: z.string(), count: z.number().int() }),
);
export type RemovedReviewCounts = z.infer<typeof removedReviewCountsSchema>;
