import { sql } from 'kysely';
import { productReviewResponseSchema, publicProfileResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const demo = DEMO_ACCOUNTS.reviewer;
const second = DEMO_ACCOUNTS.secondReviewer;
const query = <Row>(statement: ReturnType<typeof sql<Row>>) =>
  statement.execute(testApp.database.db).then((result) => result.rows);

async function guest() {
  const browser = new TestBrowser(testApp.app);
  await browser.open('/reviews');
  return browser;
}

describe('review management moves the product page at once', () => {
  it("drops the product's cached widget data: unpublish and the count falls by one, publish and it is back", async () => {
    const [review] = await query(sql<{
      public_id: string;
      shop_domain: string;
      platform: string;
      api_token: string;
      external_id: string;
    }>`
      select r.public_id, s.domain as shop_domain, s.platform, s.public_token as api_token, p.external_id
      from reviews r join users u on u.id = r.user_id join products p on p.id = r.product_id join shops s on s.id = p.shop_id
      where u.slug = ${demo.slug} and r.published and r.deleted_at is null order by r.id limit 1`);
    const { public_id, ...identity } = review!;
    const widgetUrl = `/api/v1/widgets/product_review?${new URLSearchParams(identity)}`;
    const count = async () =>
      ((await (await guest()).get(widgetUrl)).json() as { widget: { number_of_reviews: number } })
        .widget.number_of_reviews;
    const before = await count();
    const owner = await signedInBrowser(testApp.app, demo);
    expect(
      (await owner.send('PUT', `/reviews/reviewer/reviews/${public_id}/unpublish`)).statusCode,
    ).toBe(200);
    expect(await count()).toBe(before - 1);
    expect(
      (await owner.send('PUT', `/reviews/reviewer/reviews/${public_id}/publish`)).statusCode,
    ).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe('review management moves the all-reviews list of the shop at once', () => {
  it("drops the shop's own review list when one of those reviews changes: unpublish and it leaves its products' all-reviews, publish and it is back", async () => {
    // The seed gives the demo reviewer no review of a shop itself: hand one over.
    const [review] = await query(sql<{
      public_id: string;
      uuid: string;
      shop_domain: string;
      platform: string;
      api_token: string;
      external_id: string;
    }>`
      with handed as (
        update reviews set user_id = (select id from users where slug = ${demo.slug})
        where id = (select r.id from reviews r where r.product_id is null and r.published and r.deleted_at is null
                      and exists (select 1 from products p where p.shop_id = r.shop_id) order by r.id limit 1)
        returning public_id, uuid, shop_id)
      select handed.public_id, handed.uuid, s.domain as shop_domain, s.platform, s.public_token as api_token,
             (select p.external_id from products p where p.shop_id = s.id order by p.id limit 1) as external_id
      from handed join shops s on s.id = handed.shop_id`);
    const { public_id, uuid, ...identity } = review!;
    const widgetUrl = `/api/v1/widgets/product_review?${new URLSearchParams({ ...identity, review_type: 'all-reviews', per_page: '50' })}`;
    const listed = async () => {
      const answer = productReviewResponseSchema.parse(
        (await (await guest()).get(widgetUrl)).json(),
      );
      return {
        total: answer.total_count,
        listed: answer.reviews.some((shown) => shown.uuid === uuid),
      };
    };
    const before = await listed();
    const owner = await signedInBrowser(testApp.app, demo);
    expect(
      (await owner.send('PUT', `/reviews/reviewer/reviews/${public_id}/unpublish`)).statusCode,
    ).toBe(200);
    expect(await listed()).toEqual({ total: before.total - 1, listed: false });
    expect(
      (await owner.send('PUT', `/reviews/reviewer/reviews/${public_id}/publish`)).statusCode,
    ).toBe(200);
    expect(await listed()).toEqual(before);
  });
});

describe('the public profile follows its reviewer at once (its figures are kept a minute per reviewer)', () => {
  it('shows a review unpublished and published, a shop followed, a follower gained and a new name on the next load', async () => {
    const profile = async () =>
      publicProfileResponseSchema.parse(
        (await (await guest()).get(`/reviews/profile/${demo.slug}?format=json`)).json(),
      );
    const before = await profile();
    const [review] = await query(sql<{ public_id: string }>`
      select r.public_id from reviews r join users u on u.id = r.user_id
      where u.slug = ${demo.slug} and r.published and r.deleted_at is null order by r.id limit 1`);
    const [unfollowed] = await query(sql<{ encoded_id: string }>`
      select s.encoded_id from shops s where not exists (
        select 1 from follows f join users u on u.id = f.follower_id where u.slug = ${demo.slug} and f.followee_type = 'Shop' and f.followee_id = s.id)
      order by s.id limit 1`);
    const [self] = await query(
      sql<{ encoded_id: string }>`select encoded_id from users where slug = ${demo.slug}`,
    );
    const dana = await signedInBrowser(testApp.app, demo);
    const sam = await signedInBrowser(testApp.app, second);

    expect(
      (await dana.send('PUT', `/reviews/reviewer/reviews/${review!.public_id}/unpublish`))
        .statusCode,
    ).toBe(200);
    expect((await profile()).extra_data.reviews_data.total_reviews_count).toBe(
      before.extra_data.reviews_data.total_reviews_count - 1,
    );
    expect(
      (await dana.send('PUT', `/reviews/reviewer/reviews/${review!.public_id}/publish`)).statusCode,
    ).toBe(200);
    expect((await profile()).extra_data.reviews_data.total_reviews_count).toBe(
      before.extra_data.reviews_data.total_reviews_count,
    );

    expect(
      (
        await dana.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          shop_enc_id: unfollowed!.encoded_id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await profile()).extra_data.followings_data.shops_count).toBe(
      before.extra_data.followings_data.shops_count + 1,
    );
    expect(
      (
        await sam.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          reviewer_enc_id: self!.encoded_id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await profile()).basic_data.followers_count).toBe(
      before.basic_data.followers_count + 1,
    );

    expect(
      (
        await dana.send('PUT', '/reviews/profile/update', {
          reviewer: { name: 'Dana Harbor-Demo' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await profile()).basic_data.name).toBe('Dana Harbor-Demo');

    await dana.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: false,
      shop_enc_id: unfollowed!.encoded_id,
    });
    await sam.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: false,
      reviewer_enc_id: self!.encoded_id,
    });
    await dana.send('PUT', '/reviews/profile/update', {
      reviewer: { name: before.basic_data.name },
    });
    expect((await profile()).basic_data).toEqual(before.basic_data);
  });
});

describe("another reviewer's review (review management)", () => {
  it('answers 404 to every change and leaves the review as it was', async () => {
    const [review] = await query(sql<{
      public_id: string;
      published: boolean;
      deleted_at: Date | null;
      updated_at: Date;
    }>`
      select r.public_id, r.published, r.deleted_at, r.updated_at from reviews r join users u on u.id = r.user_id
      where u.slug = ${demo.slug} and r.published and r.deleted_at is null order by r.id limit 1`);
    const other = await signedInBrowser(testApp.app, second);
    for (const [method, suffix] of [
      ['PUT', '/unpublish'],
      ['PUT', '/publish'],
      ['PUT', '/restore'],
      ['DELETE', ''],
    ] as const) {
      expect(
        (await other.send(method, `/reviews/reviewer/reviews/${review!.public_id}${suffix}`))
          .statusCode,
      ).toBe(404);
    }
    const [after] = await query(
      sql`select public_id, published, deleted_at, updated_at from reviews where public_id = ${review!.public_id}`,
    );
    expect(after).toEqual(review);
  });
});
