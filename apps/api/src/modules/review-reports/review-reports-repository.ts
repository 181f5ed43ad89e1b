import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RemovedReviewCounts, ReportedReview, ReviewReportQueueResponse } from '@vouch/contracts';
import { removedReviewLine, reviewerDisplayName, type ReviewReportReason } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { feedEventWriter } from '../feed';
import { refreshReviewAggregates, type ReviewOwners } from '../reviews';

/** How many open reports and appeals the desk shows at once: the oldest wait first. */
export const REPORT_QUEUE_SIZE = 50;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A review whose figures and pages moved, and whose author is told. */
export interface ChangedReview extends ReviewOwners {
  public_id: string;
  removed_reason: ReviewReportReason | null;
}

export type ReportResult = { kind: 'reported'; public_id: string } | { kind: 'review_not_found' } | { kind: 'own_review' } | { kind: 'already_reported' };
/** A decided report or appeal: the review as it now is, and whose reports this decision answered (appeals answer none). */
export type DecisionResult = { kind: 'decided'; review: ChangedReview; reporterIds: string[] } | { kind: 'not_found' } | { kind: 'already_decided' };
export type AppealResult =
  { kind: 'appealed'; public_id: string } | { kind: 'not_found' } | { kind: 'not_removed' } | { kind: 'deleted' } | { kind: 'already_appealed' };

/** Reports of reviews, their decisions, and appeals against removals; every decision is one transaction with the review's figures and feeds. */
export function reviewReportsRepository(db: Kysely<Database>) {
  /** The review and what an arbitrator reads of it, for the queue (aliased apart from the appeal's own body). */
  const reviewColumns = [
    'r.public_id as review_public_id',
    'r.title',
    'r.body as review_body',
    'r.rating',
    'r.reviewer_display_name',
    'r.removed_reason',
    's.name as shop_name',
    'p.title as product_title',
  ] as const;
  /** Each listed review's earlier versions (its edits' review_revisions), newest first, in one query. */
  async function earlierVersionsOf(reviewPublicIds: string[]): Promise<Map<string, ReportedReview['earlier_versions']>> {
    const versions = new Map<string, ReportedReview['earlier_versions']>();
    if (reviewPublicIds.length === 0) return versions;
    const rows = await db
      .selectFrom('review_revisions as v')
      .innerJoin('reviews as r', 'r.id', 'v.review_id')
      .select(['r.public_id', 'v.rating', 'v.title', 'v.body', 'v.written_at'])
      .where('r.public_id', 'in', reviewPublicIds)
      .orderBy('v.replaced_at', 'desc')
      .orderBy('v.id', 'desc')
      .execute();
    for (const row of rows) {
      const list = versions.get(row.public_id) ?? [];
      list.push({ rating: row.rating, title: row.title, body: row.body, written_at: iso(row.written_at) });
      versions.set(row.public_id, list);
    }
    return versions;
  }

  const reviewOf = (
    row: {
      review_public_id: string;
      title: string;
      review_body: string;
      rating: number;
      reviewer_display_name: string;
      removed_reason: string | null;
      shop_name: string;
      product_title: string | null;
    },
    versions: Map<string, ReportedReview['earlier_versions']>,
  ): ReportedReview => ({
    earlier_versions: versions.get(row.review_public_id) ?? [],
    public_id: row.review_public_id,
    title: row.title,
    body: row.review_body,
    rating: row.rating,
    author_name: reviewerDisplayName(row.reviewer_display_name, true),
    shop_name: row.shop_name,
    product_title: row.product_title,
    removed_reason: row.removed_reason as ReviewReportReason | null,
  });

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

  /** What waits on the desk from reports: open reports and open appeals, each counted whole (the queue shows the oldest). */
  async function openCounts(): Promise<{ reports: number; appeals: number }> {
    const { rows } = await sql<{ reports: string; appeals: string }>`
      select (select count(*) from review_reports where status = 'open') as reports,
             (select count(*) from review_removal_appeals where status = 'open') as appeals`.execute(db);
    return { reports: Number(rows[0]!.reports), appeals: Number(rows[0]!.appeals) };
  }

  return {
    /** Reports a published review, once per person; a review of one's own cannot be reported. */
    async report(reporterId: string, reviewPublicId: string, reason: ReviewReportReason, details: string): Promise<ReportResult> {
      const review = await db
        .selectFrom('reviews')
        .select(['id', 'user_id'])
        .where('public_id', '=', reviewPublicId)
        .where('published', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!review) return { kind: 'review_not_found' };
      if (review.user_id !== null && String(review.user_id) === String(reporterId)) return { kind: 'own_review' };
      const publicId = `rr${randomBytes(9).toString('base64url')}`;
      // The unique (review, reporter) index decides a race between two clicks: the second inserts nothing.
      const inserted = await db
        .insertInto('review_reports')
        .values({ public_id: publicId, review_id: review.id, reporter_id: reporterId, reason, details })
        .onConflict((conflict) => conflict.columns(['review_id', 'reporter_id']).doNothing())
        .returning('public_id')
        .executeTakeFirst();
      return inserted ? { kind: 'reported', public_id: inserted.public_id } : { kind: 'already_reported' };
    },

    /** The desk's queue: the oldest open reports and open appeals, with how many wait in all. */
    async queue(): Promise<ReviewReportQueueResponse> {
      const [reports, appeals, totals] = await Promise.all([
        db
          .selectFrom('review_reports as rr')
          .innerJoin('reviews as r', 'r.id', 'rr.review_id')
          .innerJoin('shops as s', 's.id', 'r.shop_id')
          .leftJoin('products as p', 'p.id', 'r.product_id')
          .innerJoin('users as reporter', 'reporter.id', 'rr.reporter_id')
          .select(['rr.public_id', 'rr.reason', 'rr.details', 'rr.created_at', 'reporter.name as reporter_name', ...reviewColumns])
          .where('rr.status', '=', 'open')
          .orderBy('rr.created_at')
          .orderBy('rr.id')
          .limit(REPORT_QUEUE_SIZE)
          .execute(),
        db
          .selectFrom('review_removal_appeals as a')
          .innerJoin('reviews as r', 'r.id', 'a.review_id')
          .innerJoin('shops as s', 's.id', 'r.shop_id')
          .leftJoin('products as p', 'p.id', 'r.product_id')
          .select(['a.public_id', 'a.body', 'a.created_at', ...reviewColumns])
          .where('a.status', '=', 'open')
          .orderBy('a.created_at')
          .orderBy('a.id')
          .limit(REPORT_QUEUE_SIZE)
          .execute(),
        openCounts(),
      ]);
      const versions = await earlierVersionsOf([...new Set([...reports, ...appeals].map((row) => row.review_public_id))]);
      return {
        reports_total: totals.reports,
        appeals_total: totals.appeals,
        reports: reports.map((row) => ({
          public_id: row.public_id,
          reason: row.reason as ReviewReportReason,
          details: row.details,
          created_at: iso(row.created_at),
          reporter_name: reviewerDisplayName(row.reporter_name, true),
          review: reviewOf(row, versions),
        })),
        appeals: appeals.map((row) => ({ public_id: row.public_id, body: row.body, created_at: iso(row.created_at), review: reviewOf(row, versions) })),
      };
    },

    /**
     * Upholds or dismisses an open report. Upholding removes the review (its reason kept for the
     * public line), settles the review's other open reports with it, and takes the review out of
     * its owners' figures and every feed.
     */
    async decide(reportPublicId: string, arbitratorId: string, decision: 'uphold' | 'dismiss'): Promise<DecisionResult> {
      return db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('review_reports').select('review_id').where('public_id', '=', reportPublicId).executeTakeFirst();
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
          review: { ...review, removed_reason: review.removed_reason ?? (report.reason as ReviewReportReason) },
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
            .select([sql<string>`${publicId}`.as('public_id'), 'id', 'removed_at', sql<string>`${body}`.as('body')])
            .where('id', '=', review.id)
            .where('removed_at', 'is not', null),
        )
        .onConflict((conflict) => conflict.columns(['review_id', 'removed_at']).doNothing())
        .returning('public_id')
        .executeTakeFirst();
      return inserted ? { kind: 'appealed', public_id: inserted.public_id } : { kind: 'already_appealed' };
    },

    /** Decides an open appeal: the review is back as it was before its removal (published if it was then), or its removal stands. */
    async decideAppeal(appealPublicId: string, arbitratorId: string, decision: 'reinstate' | 'keep'): Promise<DecisionResult> {
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
          .set({ status: decision === 'reinstate' ? 'reinstated' : 'kept', decided_by: arbitratorId, decided_at: sql<Date>`now()` })
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
        if (visible) await feedEventWriter.reviewPublished(trx, { ...review, id: appeal.review_id });
        return { kind: 'decided', review: { ...review, removed_reason: null }, reporterIds: [] };
      });
    },

    /** A shop's (or one of its products') removed reviews counted by their public line (a review of the shop itself reads "not about this shop"). */
    async removedCounts(shopId: string, productId?: string): Promise<RemovedReviewCounts> {
      const rows = await db
        .selectFrom('reviews')
        .select(['removed_reason', (eb) => eb('product_id', 'is', null).$castTo<boolean>().as('about_shop'), (eb) => eb.fn.countAll<string>().as('n')])
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

    openCounts,
  };
}
