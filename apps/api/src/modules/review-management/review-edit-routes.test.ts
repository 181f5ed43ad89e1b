import { sql } from 'kysely';
import {
  editReviewResponseSchema,
  errorResponseSchema,
  productReviewResponseSchema,
  reviewEditResponseSchema,
} from '@vouch/contracts';
import { HELD_FOR_REPEATED_TEXT } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const demo = DEMO_ACCOUNTS.reviewer;

interface ReviewState {
  id: string;
  public_id: string;
  rating: number;
  title: string;
  body: string;
  recommended: boolean;
  verified: boolean;
  published: boolean;
  edited_at: Date | null;
  media: number;
  revisions: number;
}

/** One review of the demo reviewer's, as the database holds it, with its media and revisions counted. */
async function reviewState(where: ReturnType<typeof sql>): Promise<ReviewState> {
  const { rows } = await sql<ReviewState>`
    select r.id, r.public_id, r.rating, r.title, r.body, r.recommended, r.verified, r.published, r.edited_at,
           (select count(*)::int from review_media m where m.review_id = r.id) as media,
           (select count(*)::int from review_revisions v where v.review_id = r.id) as revisions
    from reviews r join users u on u.id = r.user_id
    where u.slug = ${demo.slug} and ${where} order by r.id limit 1`.execute(db());
  return rows[0]!;
}

const publishedReview = () =>
  reviewState(
    sql`r.published and r.deleted_at is null and r.product_id is not null and r.verified`,
  );
const byPublicId = (publicId: string) => reviewState(sql`r.public_id = ${publicId}`);

const edit = (extra: object = {}) => ({
  rating: 2,
  title: 'Changed my mind after a month',
  body: 'The left strap came loose after four weeks of daily use; the rest still holds.',
  recommended: false,
  ...extra,
});

describe('edit a review (issue #29, item 1)', () => {
  it('changes stars, words and recommendation, keeps verification and the replaced text, and the product page follows', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const before = await publishedReview();
    const form = editReviewResponseSchema.parse(
      (
        await browser.get(
          `/reviews/write-review/edit?format=json&review_public_id=${before.public_id}`,
        )
      ).json(),
    );
    expect(form.review).toMatchObject({
      public_id: before.public_id,
      title: before.title,
      rating: before.rating,
    });

    const response = await browser.send(
      'PUT',
      `/reviews/reviewer/reviews/${before.public_id}`,
      edit({ kept_media_ids: form.review.media.map((m) => m.id) }),
    );
    expect(response.statusCode).toBe(200);
    const { review } = reviewEditResponseSchema.parse(response.json());
    expect(review.product_path).toBe(form.product_data!.internal_path);

    const after = await byPublicId(before.public_id);
    expect(after).toMatchObject({
      rating: 2,
      title: 'Changed my mind after a month',
      recommended: false,
      verified: before.verified,
      published: true,
    });
    expect(after.edited_at).not.toBeNull();
    expect(after.media).toBe(before.media);
    const { rows: revisions } = await sql<{ title: string; body: string; rating: number }>`
      select title, body, rating from review_revisions where review_id = ${before.id}`.execute(
      db(),
    );
    expect(revisions).toEqual([{ title: before.title, body: before.body, rating: before.rating }]);

    // The product's reviews list shows the new words, "Updated" and the recount average.
    const { rows: shops } = await sql<{
      domain: string;
      platform: string;
      public_token: string;
      external_id: string;
      average_rating: string;
    }>`
      select s.domain, s.platform, s.public_token, p.external_id, p.average_rating from reviews r join products p on p.id = r.product_id
      join shops s on s.id = p.shop_id where r.id = ${before.id}`.execute(db());
    const shop = shops[0]!;
    const widget = productReviewResponseSchema.parse(
      (
        await testApp.app.inject(
          `/api/v1/widgets/product_review?shop_domain=${shop.domain}&platform=${shop.platform}&api_token=${shop.public_token}&external_id=${shop.external_id}&search=${encodeURIComponent('Changed my mind')}`,
        )
      ).json(),
    );
    const shown = widget.reviews.find((item) => item.public_id === before.public_id)!;
    expect(shown).toMatchObject({ title: 'Changed my mind after a month', rating: 2 });
    expect(shown.edited_at).toBe(new Date(after.edited_at!).toISOString());
    expect(Number(widget.widget.average_rating)).toBeCloseTo(Number(shop.average_rating), 2);
  });

  it('holds an edit whose words copy another review for the check a new copy waits for: unpublished and uncounted', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const { rows: others } = await sql<{ title: string; body: string }>`
      select r.title, r.body from reviews r join users u on u.id = r.user_id
      where u.slug <> ${demo.slug} and r.published and r.deleted_at is null and length(r.body) >= 20 order by r.id limit 1`.execute(
      db(),
    );
    const copied = others[0]!;
    const before = (
      await sql<{ public_id: string; product_id: string }>`
      select r.public_id, r.product_id from reviews r join users u on u.id = r.user_id
      where u.slug = ${demo.slug} and r.published and r.deleted_at is null and r.product_id is not null and r.held_reason is null
      order by r.id desc limit 1`.execute(db())
    ).rows[0]!;
    const counted = async () =>
      (
        await sql<{
          reviews_count: number;
        }>`select reviews_count from products where id = ${before.product_id}`.execute(db())
      ).rows[0]!.reviews_count;
    const countedBefore = await counted();

    const response = await browser.send(
      'PUT',
      `/reviews/reviewer/reviews/${before.public_id}`,
      edit({ title: copied.title, body: copied.body }),
    );
    expect(response.statusCode).toBe(200);
    expect(reviewEditResponseSchema.parse(response.json())).toMatchObject({
      review: { published: false, held_reason: HELD_FOR_REPEATED_TEXT },
      shown: null,
    });
    const { rows } = await sql<{ published: boolean; held_reason: string | null }>`
      select published, held_reason from reviews where public_id = ${before.public_id}`.execute(
      db(),
    );
    expect(rows[0]).toEqual({ published: false, held_reason: HELD_FOR_REPEATED_TEXT });
    expect(await counted()).toBe(countedBefore - 1);
  });

  it("answers 404 for someone else's review and leaves it as it was", async () => {
    const before = await publishedReview();
    const other = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const response = await other.send(
      'PUT',
      `/reviews/reviewer/reviews/${before.public_id}`,
      edit({ title: 'Not mine to change' }),
    );
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/among yours/);
    expect(await byPublicId(before.public_id)).toEqual(before);
    expect(
      (
        await other.get(
          `/reviews/write-review/edit?format=json&review_public_id=${before.public_id}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a guest and a request without the CSRF token, changing nothing', async () => {
    const before = await publishedReview();
    const guest = await testApp.app.inject({
      method: 'PUT',
      url: `/reviews/reviewer/reviews/${before.public_id}`,
      payload: edit(),
    });
    expect(guest.statusCode).toBeGreaterThanOrEqual(401);
    expect(guest.statusCode).toBeLessThan(404);
    const browser = await signedInBrowser(testApp.app, demo);
    expect(
      (
        await browser.send('PUT', `/reviews/reviewer/reviews/${before.public_id}`, edit(), {
          csrf: false,
        })
      ).statusCode,
    ).toBe(403);
    expect(await byPublicId(before.public_id)).toEqual(before);
  });

  it.each([
    ['no stars', { rating: null }, /Choose from 1 to 5 stars/],
    ['seven stars', { rating: 7 }, /Choose from 1 to 5 stars/],
    ['too few words', { body: 'Too short' }, /at least 20 characters/],
    ['a title past its limit', { title: 'x'.repeat(121) }, /limited to 120/],
    [
      'a video link that is none (spec §8 "Invalid URL")',
      { video: { external: 'not a video' } },
      /Invalid URL/,
    ],
    ['a picture upload that is not theirs', { picture_ids: ['up-nobody'] }, /no longer there/],
    ['media that is not on the review', { kept_media_ids: ['999999999'] }, /no longer there/],
    ['six pictures', { picture_ids: ['a', 'b', 'c', 'd', 'e', 'f'] }, /at most 5 pictures/],
    ['a body that is not text', { body: 42 }, /./],
  ])('answers 400 with a message for %s, and changes nothing', async (_, change, message) => {
    const browser = await signedInBrowser(testApp.app, demo);
    const before = await publishedReview();
    const response = await browser.send(
      'PUT',
      `/reviews/reviewer/reviews/${before.public_id}`,
      edit(change),
    );
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toMatch(message);
    expect(await byPublicId(before.public_id)).toEqual(before);
  });

  it('refuses to edit a deleted review (409) until it is restored', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const target = await reviewState(
      sql`r.deleted_at is null and r.product_id is not null and r.id <> (select min(id) from reviews r2 where r2.user_id = u.id)`,
    );
    expect(
      (await browser.send('DELETE', `/reviews/reviewer/reviews/${target.public_id}`)).statusCode,
    ).toBe(200);
    const deleted = await byPublicId(target.public_id);
    const refused = await browser.send(
      'PUT',
      `/reviews/reviewer/reviews/${target.public_id}`,
      edit(),
    );
    expect(refused.statusCode).toBe(409);
    expect(errorResponseSchema.parse(refused.json()).error.message).toBe(
      'This review is deleted. Restore it first.',
    );
    expect(await byPublicId(target.public_id)).toEqual(deleted);
    expect(
      (
        await browser.get(
          `/reviews/write-review/edit?format=json&review_public_id=${target.public_id}`,
        )
      ).statusCode,
    ).toBe(404);

    expect(
      (await browser.send('PUT', `/reviews/reviewer/reviews/${target.public_id}/restore`))
        .statusCode,
    ).toBe(200);
    expect(
      (await browser.send('PUT', `/reviews/reviewer/reviews/${target.public_id}`, edit()))
        .statusCode,
    ).toBe(200);
  });
});
