import { sql } from 'kysely';
import {
  errorResponseSchema,
  privateProfileResponseSchema,
  productPageResponseSchema,
  shopPageResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_IDS } from '@vouch/seed';
import { signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

/** The reads and requests the review-report API tests share; `testApp` is called at each use (the app starts in beforeAll). */
export function reviewReportFixtures(testApp: () => TestApp) {
  const db = () => testApp().database.db;
  /** A published review of a product by `userId` that `reporterId` has not reported and nobody appealed, newest first, and its shop. */
  async function publishedReviewBy(
    userId: number,
    reporterId: number = DEMO_IDS.secondReviewer,
  ): Promise<{
    id: string;
    public_id: string;
    product_id: string;
    shop_slug: string;
    product_path: string;
  }> {
    const { rows } = await sql<{
      id: string;
      public_id: string;
      product_id: string;
      shop_slug: string;
      product_path: string;
    }>`
      select r.id, r.public_id, r.product_id, s.slug as shop_slug, '/reviews/stores/' || s.slug || '/products/' || p.handle as product_path
      from reviews r join shops s on s.id = r.shop_id join products p on p.id = r.product_id
      where r.user_id = ${userId} and r.product_id is not null and r.published and r.deleted_at is null
        and r.id not in (select review_id from review_reports where reporter_id = ${reporterId})
        and r.id not in (select review_id from review_removal_appeals)
      order by r.id desc limit 1`.execute(db());
    return rows[0]!;
  }
  return {
    /** Every row a refused request could have touched, to compare before and after. */
    snapshot: async () => ({
      reports: (
        await sql`select public_id, review_id, reporter_id, reason, status, decided_by from review_reports order by id`.execute(
          db(),
        )
      ).rows,
      appeals: (
        await sql`select public_id, review_id, status from review_removal_appeals order by id`.execute(
          db(),
        )
      ).rows,
      reviews: (
        await sql`select id, published, removed_reason from reviews where removed_reason is not null or id in (select review_id from review_reports) order by id`.execute(
          db(),
        )
      ).rows,
    }),
    publishedReviewBy,
    /** The shop owner signed in, and a published review of the demo reviewer's they have not reported. */
    async ownerAndReviewToReport() {
      const owner = await signedInBrowser(testApp().app, DEMO_ACCOUNTS.shopOwner);
      const { id } = (
        await sql<{
          id: number;
        }>`select id from users where email = ${DEMO_ACCOUNTS.shopOwner.email}`.execute(db())
      ).rows[0]!;
      return { owner, review: await publishedReviewBy(DEMO_IDS.reviewer, id) };
    },
    productFigures: async (productId: string) =>
      (
        await sql<{
          reviews_count: number;
        }>`select reviews_count from products where id = ${productId}`.execute(db())
      ).rows[0]!.reviews_count,
    /** The author's own view of a review on their private profile: its removal line and appeal. */
    ownRemoval: async (author: TestBrowser, publicId: string) =>
      privateProfileResponseSchema
        .parse(
          (
            await author.get(
              `/reviews/users/${DEMO_ACCOUNTS.reviewer.slug}?format=json&review_type=unpublished`,
            )
          ).json(),
        )
        .reviews.reviews.find((own) => own.public_id === publicId)?.removal,
    productRemovedLines: async (path: string) =>
      productPageResponseSchema.parse(
        (await new TestBrowser(testApp().app).get(`${path}?format=json`)).json(),
      ).removed_reviews,
    shopPage: async (slug: string) =>
      shopPageResponseSchema.parse(
        (await new TestBrowser(testApp().app).get(`/reviews/stores/${slug}?format=json`)).json(),
      ),
  };
}

export const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  message: errorResponseSchema.parse(response.json()).error.message,
});
