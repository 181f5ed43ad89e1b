import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RemovedReviewCounts } from '@vouch/contracts';
import { removedReviewLine, REVIEW_REPORTS_PER_HOUR, type ReviewReportReason } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { feedEventWriter } from '../feed';
import { refreshReviewAggregates, type ReviewOwners } from '../reviews';
import { reviewReportQueueRepository } from './review-report-queue-repository';

/** A review whose figures and pages moved, and whose author is told. */
export interface ChangedReview extends ReviewOwners {
  public_id: string;
  removed_reason: ReviewReportReason | null;
}

export type ReportResult =
  | { kind: 'reported'; public_id: string }
  | { kind: 'review_not_found' }
  | { kind: 'own_review' }
  | { kind: 'already_reported' }
  | { kind: 'too_many' };
/** A decided report or appeal: the review as it now is, and whose reports this decision answered (appeals answer none). */
export type DecisionResult =
  | { kind: 'decided'; review: ChangedReview; reporterIds: string[] }
  | { kind: 'not_found' }
  | { kind: 'already_decided' };
export type AppealResult =
  | { kind: 'appealed'; public_id: string }
  | { kind: 'not_found' }
  | { kind: 'not_removed' }
  | { kind: 'deleted' }
  | { kind: 'already_appealed' };

/** Reports of reviews, their decisions, and appeals against removals; every decision is one transaction with the review's figures and feeds. */
export function reviewReportsRepository(db: Kysely<Database>) {
  /** Locks the review and reads what its owners' figures and its author's e-mail need. */
  async function lockReview(trx: Kysely<Database>, reviewId: string): Promise<ChangedReview> {
    const review = await trx
      .selectFrom('reviews as r')
      .select(['r.public_id', 'r.user_id', 'r.shop_id', 'r.product_id', 'r.removed_reason'])
      .where('r.id', '=', reviewId)
      .forUpdate('r')
      .executeTakeFirstOrThrow();
    return { ...review, removed_reason: review.removed_reason as ReviewReportReason | null };
  }

  return {
    /** Reports a published review, once per person; a review of one's own cannot be reported. */
    async report(
      reporterId: string,
      reviewPublicId: string,
      reason: ReviewReportReason,
      details: string,
    ): Promise<ReportResult> {
      const review = await db
        .selectFrom('reviews')
        .select(['id', 'user_id', sql<Date>`coalesce(edited_at, created_at)`.as('version')])
        .where('public_id', '=', reviewPublicId)
        .where('published', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!review) return { kind: 'review_not_found' };
      if (review.user_id !== null && String(review.user_id) === String(reporterId))
        return { kind: 'own_review' };
      const publicId = `rr${randomBytes(9).toString('base64url')}`;
      return db.transaction().execute(async (trx) => {
        // Namespace 10: one reporter's reports sent at once queue here, so the count is not read twice before it grows.
        await sql`select pg_advisory_xact_lock(10, hashtext(${String(reporterId)}))`.execute(trx);
        const { recent } = await trx
          .selectFrom('review_reports')
          .select(sql<number>`count(*)::int`.as('recent'))
          .where('reporter_id', '=', reporterId)
          .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
          .executeTakeFirstOrThrow();
        if (recent >= REVIEW_REPORTS_PER_HOUR) return { kind: 'too_many' as const };
        // The unique (review, reporter, version) index decides a race between two clicks: the second inserts nothing.
        const inserted = await trx
          .insertInto('review_reports')
          .values({
            public_id: publicId,
            review_id: review.id,
            reporter_id: reporterId,
            review_version: review.version,
            reason,
            details,
          })
          .onConflict((conflict) =>
            conflict.columns(['review_id', 'reporter_id', 'review_version']).doNothing(),
          )
          .returning('public_id')
          .executeTakeFirst();
        return inserted
          ? { kind: 'reported' as const, public_id: inserted.public_id }
          : { kind: 'already_reported' as const };
      });
    },

    /**
     * Upholds or dismisses an open report. Upholding removes the review (its reason kept for the
     * public line), settles the review's other open reports with it, and takes the review out of
     * its owners' figures and every feed.
     */
    async decide(
      reportPublicId: string,
      arbitratorId: string,
      decision: 'uphold' | 'dismiss',
    ): Promise<DecisionResult> {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('review_reports')
          .select('review_id')
          .where('public_id', '=', reportPublicId)
          .executeTakeFirst();
        if (!found) return { kind: 'not_found' };
        // The review first, then the report: two arbitrators deciding two reports of one review queue
        // on the review (upholding one answers the other) instead of each holding what the other needs.
        const review = await lockReview(trx, found.review_id);
        const report = await trx
          .selectFrom('review_reports')
          .select(['id', 'review_id', 'reason', 'status', 'reporter_id'])
          .where('public_id', '=', reportPublicId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (report.status !== 'open') return { kind: 'already_decided' };
        const decided = { decided_by: arbitratorId, decided_at: sql<Date>`now()` };
        if (decision === 'dismiss') {
          await trx
            .updateTable('review_reports')
            .set({ status: 'dismissed', ...decided })
            .where('id', '=', report.id)
            .execute();
          return { kind: 'decided', review, reporterIds: [report.reporter_id] };
        }
        // Upholding one report answers every open report of the review.
        const upheld = await trx
          .updateTable('review_reports')
          .set({ status: 'upheld', ...decided })
          .where('review_id', '=', report.review_id)
          .where('status', '=', 'open')
          .returning('reporter_id')
          .execute();
        if (review.removed_reason === null) {
          await trx
            .updateTable('reviews')
            .set({
              removed_reason: report.reason,
              removed_at: sql`now()`,
              published_before_removal: sql<boolean>`published`,
              published: false,
              updated_at: sql`now()`,
            })
            .where('id', '=', report.review_id)
            .execute();
          await refreshReviewAggregates(trx, review);
          await feedEventWriter.reviewWithdrawn(trx, report.review_id);
        }
        return {
          kind: 'decided',
          review: {
            ...review,
            removed_reason: review.removed_reason ?? (report.reason as ReviewReportReason),
          },
          reporterIds: upheld.map((row) => row.reporter_id),
        };
      });
    },

    /** The author's one appeal against the current removal of their review. */
    async appeal(userId: string, reviewPublicId: string, body: string): Promise<AppealResult> {
      const review = await db
        .selectFrom('reviews')
        .select(['id', 'removed_reason', 'deleted_at'])
        .where('public_id', '=', reviewPublicId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!review) return { kind: 'not_found' };
      if (review.removed_reason === null) return { kind: 'not_removed' };
      // Deleting was the author's own choice to take it down: an appeal would be decided for a
      // review nobody can see, so it waits until the author restores it.
      if (review.deleted_at !== null) return { kind: 'deleted' };
      const publicId = `ra${randomBytes(9).toString('base64url')}`;
      // One appeal per removal, whatever became of the first: the unique (review_id, removed_at)
      // refuses a second. removed_at is copied inside the database: through JavaScript's Date it
      // would lose PostgreSQL's microseconds and match no removal.
      const inserted = await db
        .insertInto('review_removal_appeals')
        .columns(['public_id', 'review_id', 'removed_at', 'body'])
        .expression(
          db
            .selectFrom('reviews')
            .select([
              sql<string>`${publicId}`.as('public_id'),
              'id',
              'removed_at',
              sql<string>`${body}`.as('body'),
            ])
            .where('id', '=', review.id)
            .where('removed_at', 'is not', null),
        )
        .onConflict((conflict) => conflict.columns(['review_id', 'removed_at']).doNothing())
        .returning('public_id')
        .executeTakeFirst();
      return inserted
        ? { kind: 'appealed', public_id: inserted.public_id }
        : { kind: 'already_appealed' };
    },

    /** Decides an open appeal: the review is back as it was before its removal (published if it was then), or its removal stands. */
    async decideAppeal(
      appealPublicId: string,
      arbitratorId: string,
      decision: 'reinstate' | 'keep',
    ): Promise<DecisionResult> {
      return db.transaction().execute(async (trx) => {
        const appeal = await trx
          .selectFrom('review_removal_appeals')
          .select(['id', 'review_id', 'status'])
          .where('public_id', '=', appealPublicId)
          .forUpdate()
          .executeTakeFirst();
        if (!appeal) return { kind: 'not_found' };
        if (appeal.status !== 'open') return { kind: 'already_decided' };
        const review = await lockReview(trx, appeal.review_id);
        await trx
          .updateTable('review_removal_appeals')
          .set({
            status: decision === 'reinstate' ? 'reinstated' : 'kept',
            decided_by: arbitratorId,
            decided_at: sql<Date>`now()`,
          })
          .where('id', '=', appeal.id)
          .execute();
        if (decision === 'keep') return { kind: 'decided', review, reporterIds: [] };
        const { visible } = await trx
          .updateTable('reviews')
          .set({
            removed_reason: null,
            removed_at: null,
            published: sql<boolean>`coalesce(published_before_removal, true)`,
            published_before_removal: null,
            updated_at: sql`now()`,
          })
          .where('id', '=', appeal.review_id)
          .returning(sql<boolean>`published and deleted_at is null`.as('visible'))
          .executeTakeFirstOrThrow();
        await refreshReviewAggregates(trx, review);
        // Back in followers' feeds once, as a restored review comes back.
        if (visible)
          await feedEventWriter.reviewPublished(trx, { ...review, id: appeal.review_id });
        return { kind: 'decided', review: { ...review, removed_reason: null }, reporterIds: [] };
      });
    },

    /** A shop's (or one of its products') removed reviews counted by their public line (a review of the shop itself reads "not about this shop"). */
    async removedCounts(shopId: string, productId?: string): Promise<RemovedReviewCounts> {
      const rows = await db
        .selectFrom('reviews')
        .select([
          'removed_reason',
          (eb) => eb('product_id', 'is', null).$castTo<boolean>().as('about_shop'),
          (eb) => eb.fn.countAll<string>().as('n'),
        ])
        .where('shop_id', '=', shopId)
        .$if(productId !== undefined, (query) => query.where('product_id', '=', productId!))
        .where('removed_reason', 'is not', null)
        .groupBy(['removed_reason', sql`product_id is null`])
        .execute();
      const counts = new Map<string, RemovedReviewCounts[number]>();
      for (const row of rows) {
        const reason = row.removed_reason as ReviewReportReason;
        const line = removedReviewLine(reason, row.about_shop ? 'shop' : 'product');
        const count = (counts.get(line)?.count ?? 0) + Number(row.n);
        counts.set(line, { reason, line, count });
      }
      return [...counts.values()].sort((a, b) => b.count - a.count || a.line.localeCompare(b.line));
    },

    ...reviewReportQueueRepository(db),
  };
}
