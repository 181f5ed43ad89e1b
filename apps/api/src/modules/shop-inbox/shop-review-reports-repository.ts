import { sql, type Kysely } from 'kysely';
import type { ShopReviewReportsResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import {
  reviewerDisplayName,
  type ReviewReportReason,
  type ReviewReportStatus,
} from '@vouch/domain';
import { SHOP_INBOX_PAGE_SIZE } from './shop-inbox-repository';

/**
 * The newest reports readers filed about a shop's reviews (of the shop or its products), whatever
 * their status, and how many there are. A deleted review's reports are left out: it is on no page.
 */
export async function shopReviewReports(
  db: Kysely<Database>,
  shopId: string,
): Promise<ShopReviewReportsResponse> {
  const { rows } = await sql<{
    public_id: string;
    reason: ReviewReportReason;
    status: ReviewReportStatus;
    created_at: Date;
    review_public_id: string;
    title: string;
    rating: number;
    reviewer_display_name: string;
    product_title: string | null;
    total: string;
  }>`
    select rr.public_id, rr.reason, rr.status, rr.created_at, r.public_id as review_public_id, r.title,
           r.rating, r.reviewer_display_name, p.title as product_title, count(*) over () as total
    from review_reports rr join reviews r on r.id = rr.review_id left join products p on p.id = r.product_id
    -- A review its author took down is theirs again; one an upheld report removed stays listed.
    where r.shop_id = ${shopId} and r.deleted_at is null and (r.published or r.removed_reason is not null)
    order by rr.created_at desc, rr.id desc limit ${SHOP_INBOX_PAGE_SIZE}`.execute(db);
  return {
    items: rows.map((row) => ({
      public_id: row.public_id,
      reason: row.reason,
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
      review: {
        public_id: row.review_public_id,
        title: row.title,
        rating: row.rating,
        author_name: reviewerDisplayName(row.reviewer_display_name, true),
        product_title: row.product_title,
      },
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
