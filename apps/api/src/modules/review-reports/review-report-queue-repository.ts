import { sql, type Kysely } from 'kysely';
import type { ReportedReview, ReviewReportQueueResponse } from '@vouch/contracts';
import { reviewerDisplayName, type ReviewReportReason } from '@vouch/domain';
import type { Database } from '@vouch/db';

/** How many open reports and appeals the desk shows at once: the oldest wait first. */
export const REPORT_QUEUE_SIZE = 50;

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the arbitrators' desk reads of reports and appeals: the queue, each review quoted with its earlier versions, and how many wait. */
export function reviewReportQueueRepository(db: Kysely<Database>) {
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
  async function earlierVersionsOf(
    reviewPublicIds: string[],
  ): Promise<Map<string, ReportedReview['earlier_versions']>> {
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
      list.push({
        rating: row.rating,
        title: row.title,
        body: row.body,
        written_at: iso(row.written_at),
      });
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

  /** What waits on the desk from reports: open reports and open appeals, each counted whole (the queue shows the oldest). */
  async function openCounts(): Promise<{ reports: number; appeals: number }> {
    const { rows } = await sql<{ reports: string; appeals: string }>`
      select (select count(*) from review_reports where status = 'open') as reports,
             (select count(*) from review_removal_appeals where status = 'open') as appeals`.execute(
      db,
    );
    return { reports: Number(rows[0]!.reports), appeals: Number(rows[0]!.appeals) };
  }

  return {
    /** The desk's queue: the oldest open reports and open appeals, with how many wait in all. */
    async queue(): Promise<ReviewReportQueueResponse> {
      const [reports, appeals, totals] = await Promise.all([
        db
          .selectFrom('review_reports as rr')
          .innerJoin('reviews as r', 'r.id', 'rr.review_id')
          .innerJoin('shops as s', 's.id', 'r.shop_id')
          .leftJoin('products as p', 'p.id', 'r.product_id')
          .innerJoin('users as reporter', 'reporter.id', 'rr.reporter_id')
          .select([
            'rr.public_id',
            'rr.reason',
            'rr.details',
            'rr.created_at',
            'reporter.name as reporter_name',
            ...reviewColumns,
          ])
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
      const versions = await earlierVersionsOf([
        ...new Set([...reports, ...appeals].map((row) => row.review_public_id)),
      ]);
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
        appeals: appeals.map((row) => ({
          public_id: row.public_id,
          body: row.body,
          created_at: iso(row.created_at),
          review: reviewOf(row, versions),
        })),
      };
    },

    openCounts,
  };
}
