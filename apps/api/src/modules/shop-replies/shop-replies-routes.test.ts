import { sql } from 'kysely';
import {
  allReviewsPageResponseSchema,
  errorResponseSchema,
  feedEventsResponseSchema,
  meResponseSchema,
  shopReplyResponseSchema,
} from '@vouch/contracts';
import { SHOP_REPLY_MAX_LENGTH } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_SHOP, SECOND_REVIEWER_DRAFT } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let ids: { shop: string; shopParams: string; review: string; otherShopReview: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const { rows } = await sql<typeof ids>`
    select s.encoded_id as shop, 'platform=' || s.platform || '&shop_domain=' || s.domain || '&api_token=' || s.public_token as "shopParams",
           (select public_id from reviews r where r.shop_id = s.id and r.published and r.deleted_at is null and r.reply_body is null
            order by r.created_at desc limit 1) as review,
           (select public_id from reviews r where r.shop_id = o.id and r.published and r.deleted_at is null limit 1) as "otherShopReview"
    from shops s cross join lateral (select * from shops o where o.id <> s.id and exists (select 1 from reviews r where r.shop_id = o.id) order by o.id limit 1) o
    where s.slug = ${DEMO_SHOP.slug}`.execute(testApp.database.db);
  ids = rows[0]!;
});
afterAll(() => testApp.close());

const replyPath = (publicId: string) => `/reviews/shop/reviews/${publicId}/reply`;

/** The review's reply and its feed events, straight from the database. */
const stored = async (publicId: string) => {
  const { rows } = await sql<{ reply_body: string | null; events: number }>`
    select r.reply_body, (select count(*)::int from feed_events e where e.review_id = r.id and e.event_type = 'shop_replied') as events
    from reviews r where r.public_id = ${publicId}`.execute(testApp.database.db);
  return rows[0]!;
};

const feedOf = async (browser: TestBrowser) =>
  feedEventsResponseSchema.parse((await browser.get('/reviews/feed_events.json')).json());

const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;

describe("shop replies (a shop member answers its reviews; the shop's followers hear of it)", () => {
  it('tells the signed-in user which shops they answer for', async () => {
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    expect(
      meResponseSchema.parse((await owner.get('/reviews/me.json')).json()).reviewer
        ?.managed_shop_ids,
    ).toEqual([ids.shop]);
    const reviewer = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect(
      meResponseSchema.parse((await reviewer.get('/reviews/me.json')).json()).reviewer
        ?.managed_shop_ids,
    ).toEqual([]);
  });

  it("posts the reply on the review, puts it on top of a shop follower's feed once, and takes both back", async () => {
    const follower = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect(
      (
        await follower.send('POST', '/reviews/profile/follows/heart', {
          is_hearting: true,
          shop_enc_id: ids.shop,
        })
      ).statusCode,
    ).toBe(200);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);

    const posted = await owner.send('PUT', replyPath(ids.review), {
      body: '  Thank you! We are glad the straps held up.  ',
    });
    expect(posted.statusCode).toBe(200);
    const answer = shopReplyResponseSchema.parse(posted.json());
    expect(answer.review).toMatchObject({
      public_id: ids.review,
      reply: { body: 'Thank you! We are glad the straps held up.' },
    });
    expect(Date.now() - Date.parse(answer.review.reply!.replied_at)).toBeLessThan(60_000);

    const first = (await feedOf(follower)).feed_events[0]!;
    expect(first).toMatchObject({
      event_type: 'shop_replied',
      event_owner: { class: 'Shop', encoded_id: ids.shop, name: DEMO_SHOP.name },
    });
    expect(first.review).toMatchObject({
      public_id: ids.review,
      reply: { body: 'Thank you! We are glad the straps held up.' },
    });

    // The shop's own list shows the reply to every shopper.
    const list = allReviewsPageResponseSchema.parse(
      (
        await testApp.app.inject(
          `/api/v1/widgets/all_reviews_page?${ids.shopParams}&sort_by=most_recent&per_page=50`,
        )
      ).json(),
    );
    expect(list.reviews.find((review) => review.public_id === ids.review)?.reply?.body).toBe(
      'Thank you! We are glad the straps held up.',
    );

    // An edited reply replaces the words; it is not news a second time.
    expect(
      (
        await owner.send('PUT', replyPath(ids.review), {
          body: 'Thank you! Write to us if a strap ever frays.',
        })
      ).statusCode,
    ).toBe(200);
    expect(await stored(ids.review)).toEqual({
      reply_body: 'Thank you! Write to us if a strap ever frays.',
      events: 1,
    });
    expect((await feedOf(follower)).feed_events[0]!.review.reply?.body).toBe(
      'Thank you! Write to us if a strap ever frays.',
    );

    const withdrawn = await owner.send('DELETE', replyPath(ids.review));
    expect(withdrawn.statusCode).toBe(200);
    expect(shopReplyResponseSchema.parse(withdrawn.json()).review.reply).toBeNull();
    expect(await stored(ids.review)).toEqual({ reply_body: null, events: 0 });
    expect(
      (await feedOf(follower)).feed_events.some(
        (event) => event.event_type === 'shop_replied' && event.review.public_id === ids.review,
      ),
    ).toBe(false);
  });

  it("lets the owner's browser see its own reply on the next load, while guests keep the shop list's 60 s copy (issue #18, item 4)", async () => {
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const listPath = `/api/v1/widgets/all_reviews_page?${ids.shopParams}&sort_by=most_recent&per_page=50`;
    const before = await owner.get(listPath);
    // The owner's copy is revalidated on every use: a reload cannot show the list from before the reply.
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect(before.headers.vary).toMatch(/cookie/i);
    const guestCopy = await new TestBrowser(testApp.app).get(listPath);
    expect(guestCopy.headers['cache-control']).toBe('public, max-age=60');

    expect(
      (await owner.send('PUT', replyPath(ids.review), { body: 'Thank you for the photos!' }))
        .statusCode,
    ).toBe(200);
    const revalidated = await owner.get(listPath, { 'if-none-match': String(before.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    const list = allReviewsPageResponseSchema.parse(revalidated.json());
    expect(list.reviews.find((review) => review.public_id === ids.review)?.reply?.body).toBe(
      'Thank you for the photos!',
    );
    expect((await owner.send('DELETE', replyPath(ids.review))).statusCode).toBe(200);
  });

  it('refuses guests (401), people outside the shop (403) and reviews it cannot answer (404), changing nothing', async () => {
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    const asGuest = await guest.send('PUT', replyPath(ids.review), { body: 'Hello' });
    expect(asGuest.statusCode).toBe(401);
    expect(errorOf(asGuest).message).toBe('Sign in with your shop account to reply to reviews.');

    const reviewer = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const outsider = await reviewer.send('PUT', replyPath(ids.review), { body: 'Hello' });
    expect(outsider.statusCode).toBe(403);
    expect(errorOf(outsider).message).toBe(
      `Only the ${DEMO_SHOP.name} team can reply to its reviews.`,
    );

    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    // Another shop's review is not this owner's to answer.
    expect(
      (await owner.send('PUT', replyPath(ids.otherShopReview), { body: 'Hello' })).statusCode,
    ).toBe(403);
    expect((await owner.send('PUT', replyPath('rv-nope'), { body: 'Hello' })).statusCode).toBe(404);
    // An unpublished review is not on the shop's page: nothing to answer yet.
    const draft = await owner.send('PUT', replyPath(SECOND_REVIEWER_DRAFT.publicId), {
      body: 'Hello',
    });
    expect(draft.statusCode).toBe(404);
    expect(errorOf(draft).message).toMatch(/published ones/);

    expect(await stored(ids.review)).toEqual({ reply_body: null, events: 0 });
    expect(await stored(ids.otherShopReview)).toMatchObject({ events: 0 });
    expect(await stored(SECOND_REVIEWER_DRAFT.publicId)).toEqual({ reply_body: null, events: 0 });
  });

  it('answers a blank or too-long reply with 400 and the rule, and keeps the reply that was there', async () => {
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    expect(
      (await owner.send('PUT', replyPath(ids.review), { body: 'Our first answer.' })).statusCode,
    ).toBe(200);

    const blank = await owner.send('PUT', replyPath(ids.review), { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).fields).toEqual({ body: 'Please write your reply before posting it' });
    const long = await owner.send('PUT', replyPath(ids.review), {
      body: 'a'.repeat(SHOP_REPLY_MAX_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields?.body).toMatch(/2,000 characters/);
    expect((await owner.send('PUT', replyPath(ids.review), {})).statusCode).toBe(400);

    expect(await stored(ids.review)).toEqual({ reply_body: 'Our first answer.', events: 1 });
    expect((await owner.send('DELETE', replyPath(ids.review))).statusCode).toBe(200);
  });
});
