import { sql } from 'kysely';
import { errorResponseSchema, followsResponseSchema, heartResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let ids: { shop: string; product: string; reviewer: string; self: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  const { rows } = await sql<typeof ids>`
    select s.encoded_id as shop, p.encoded_id as product,
           (select encoded_id from users where slug = ${DEMO_ACCOUNTS.arbitrator.slug}) as reviewer,
           (select encoded_id from users where slug = ${DEMO_ACCOUNTS.reviewer.slug}) as self
    from shops s join products p on p.shop_id = s.id where s.slug = ${DEMO_SHOP.slug} and p.handle = ${DEMO_PRODUCT.handle}`.execute(
    db,
  );
  ids = rows[0]!;
});
afterAll(() => testApp.close());

const signedIn = () => signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);

const state = async (browser: TestBrowser, query: string) => {
  const response = await browser.get(`/reviews/profile/follows?${query}`);
  expect(response.statusCode).toBe(200);
  return followsResponseSchema.parse(response.json()).existing_followee_ids;
};

describe('follow and heart (spec §7, §4 follow toggle)', () => {
  it('follows and unfollows a product, idempotently, and answers the state per class and id', async () => {
    const browser = await signedIn();
    const before = await state(browser, `Product=${ids.product}&Shop=${ids.shop}`);
    expect(before.Product[ids.product]).toBe(false);

    const hearted = await browser.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: true,
      product_enc_id: ids.product,
    });
    expect(hearted.statusCode).toBe(200);
    const answer = heartResponseSchema.parse(hearted.json());
    expect(answer.existing_followee_ids.Product[ids.product]).toBe(true);
    const again = heartResponseSchema.parse(
      (
        await browser.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          product_enc_id: ids.product,
        })
      ).json(),
    );
    expect(again.followers_count).toBe(answer.followers_count);
    expect((await state(browser, `Product=${ids.product}`)).Product[ids.product]).toBe(true);

    await browser.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: false,
      product_enc_id: ids.product,
    });
    expect((await state(browser, `Product=${ids.product}`)).Product[ids.product]).toBe(false);
  });

  it("keeps a followed reviewer's followers count", async () => {
    const browser = await signedIn();
    const count = async () =>
      (
        await sql<{
          followers_count: number;
        }>`select followers_count from users where encoded_id = ${ids.reviewer}`.execute(
          testApp.database.db,
        )
      ).rows[0]!.followers_count;
    const start = await count();
    await browser.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: true,
      reviewer_enc_id: ids.reviewer,
    });
    expect(await count()).toBe(start + 1);
    await browser.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: false,
      reviewer_enc_id: ids.reviewer,
    });
    await browser.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: false,
      reviewer_enc_id: ids.reviewer,
    });
    expect(await count()).toBe(start);
  });

  it('refuses guests (401), bad bodies (400), unknown ids (404) and following yourself', async () => {
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect((await guest.get(`/reviews/profile/follows?Shop=${ids.shop}`)).statusCode).toBe(401);
    const refused = await guest.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: true,
      shop_enc_id: ids.shop,
    });
    expect(refused.statusCode).toBe(401);
    expect(errorResponseSchema.parse(refused.json()).error.message).toMatch(/Sign in to follow/);

    const browser = await signedIn();
    const two = await browser.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: true,
      shop_enc_id: ids.shop,
      product_enc_id: ids.product,
    });
    expect(two.statusCode).toBe(400);
    expect(errorResponseSchema.parse(two.json()).error.message).toMatch(/exactly one of/);
    expect(
      (
        await browser.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: 'yes',
          shop_enc_id: ids.shop,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await browser.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          shop_enc_id: 'nope',
        })
      ).statusCode,
    ).toBe(404);
    const self = await browser.send('POST', '/reviews/profile/follows/heart', {
      is_hearting: true,
      reviewer_enc_id: ids.self,
    });
    expect(self.statusCode).toBe(400);
    expect((await state(browser, `Reviewer=${ids.self}`)).Reviewer[ids.self]).toBe(false);
  });
});
