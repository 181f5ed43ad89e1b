import { sql } from 'kysely';
import {
  createdApiKeyResponseSchema,
  reviewSubmitResponseSchema,
  shopInboxResponseSchema,
  writeReviewOrdersResponseSchema,
  type ApiOrderInput,
} from '@vouch/contracts';
import { howVerified } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let apiKey: string;

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
  apiKey = createdApiKeyResponseSchema.parse(
    (
      await owner.send('POST', `/reviews/shop/${DEMO_SHOP.slug}/api_keys`, {
        name: 'orders',
        scopes: ['orders:write'],
      })
    ).json(),
  ).secret;
});
afterAll(async () => {
  await testApp?.close();
});

async function sendOrder(id: string, email: string, fulfilledDaysAgo: number | null) {
  const order: ApiOrderInput = {
    id,
    customer: { email, name: 'Bea Buyer' },
    placed_at: daysAgo((fulfilledDaysAgo ?? 0) + 2),
    fulfilled_at: fulfilledDaysAgo === null ? null : daysAgo(fulfilledDaysAgo),
    line_items: [
      {
        product_id: `RR-${id}`,
        title: `Lantern ${id}`,
        price: 20,
        currency: 'USD',
        product_url: `https://harbor.example/p/${id}`,
      },
    ],
  };
  const answer = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/shops/${DEMO_SHOP.slug}/orders`,
    headers: { authorization: `Bearer ${apiKey}` },
    payload: order,
  });
  expect(answer.statusCode).toBe(200);
}

const mailsTo = (email: string) =>
  testApp.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'unsubscribe_url'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
const linkIn = (text: string, marker: string) =>
  new URL(text.match(new RegExp(`http://vouch\\.test\\S*${marker}\\S*`))![0]);
const requestOf = (externalId: string) =>
  testApp.database.db
    .selectFrom('review_requests as rr')
    .innerJoin('orders as o', 'o.id', 'rr.order_id')
    .select([
      'rr.status',
      'rr.sent_at',
      'rr.reminded_at',
      'rr.opened_at',
      'rr.reviewed_at',
      'rr.due_at',
    ])
    .where('o.external_id', '=', externalId)
    .executeTakeFirst();

describe('review requests', () => {
  it('asks a fulfilled order’s buyer once it is due; the link signs them in for that order’s review only, once', async () => {
    const email = 'bea.first@example.com';
    await sendOrder('RQ-1', email, 8);
    await sendOrder('RQ-later', 'later@example.com', 1);
    await sendOrder('RQ-unfulfilled', 'unfulfilled@example.com', null);
    await testApp.app.reviewRequests.runOnce();

    expect(await mailsTo('later@example.com')).toEqual([]);
    expect(await requestOf('RQ-unfulfilled')).toBeUndefined();
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`How was your order from ${DEMO_SHOP.name}?`);
    expect(mail!.text_body).toContain('- Lantern RQ-1');
    expect(mail!.unsubscribe_url).toMatch(
      /^http:\/\/vouch\.test\/reviews\/review-requests\?unsubscribe=[^&]+&scope=shop$/,
    );
    expect(await requestOf('RQ-1')).toMatchObject({ status: 'sent', opened_at: null });

    const token = linkIn(mail!.text_body, '\\?token=').searchParams.get('token')!;
    const buyer = new TestBrowser(testApp.app);
    await buyer.open('/reviews/review-requests');
    const opened = await buyer.send('POST', '/reviews/review-requests/open', { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ redirect_to: '/reviews/write-review' });
    expect((await requestOf('RQ-1'))!.opened_at).not.toBeNull();
    // Once only.
    expect(
      (await new TestBrowser(testApp.app).send('POST', '/reviews/review-requests/open', { token }))
        .statusCode,
    ).toBe(410);

    // The session reaches that order's review and nothing else of the account.
    const orders = writeReviewOrdersResponseSchema.parse(
      (await buyer.get('/reviews/write-review?format=json&resource=orders')).json(),
    ).data;
    expect(orders.line_items.map((item) => item.product_title)).toEqual(['Lantern RQ-1']);
    expect((await buyer.get('/reviews/profile/edit?format=json')).statusCode).toBe(401);

    await buyer.open('/reviews/write-review');
    expect(
      (await buyer.send('POST', '/reviews/reviewer/accept_tos', { reviewer_name: 'Bea B.' }))
        .statusCode,
    ).toBe(200);
    const submitted = await buyer.send('POST', '/reviews/reviewer/reviews', {
      line_item_public_id: orders.line_items[0]!.public_id,
      rating: 5,
      title: 'Bright and sturdy',
      body: 'The lantern lights the whole porch and survived a storm.',
      idempotency_key: 'rq-1-review',
    });
    expect(submitted.statusCode).toBe(200);
    const { review, shown } = reviewSubmitResponseSchema.parse(submitted.json());
    expect(review.published).toBe(true);
    expect(shown!.source).toBe('invite');
    expect(
      howVerified(
        shown!.verification && { ...shown!.verification, source: shown!.source },
        'en-GB',
      ),
    ).toMatch(
      new RegExp(`^Verified buyer: invited by ${DEMO_SHOP.name} to review after an order on `),
    );
    expect((await requestOf('RQ-1'))!.reviewed_at).not.toBeNull();
    expect(
      await testApp.database.db
        .selectFrom('reviews')
        .select(['source', 'verified', 'published'])
        .where('public_id', '=', review.public_id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ source: 'invite', verified: true, published: true });

    // The shop's inbox counts what its requests did.
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const inbox = shopInboxResponseSchema.parse(
      (await owner.get('/reviews/shop/inbox?format=json')).json(),
    );
    expect(inbox.review_requests).toEqual([
      {
        shop: expect.objectContaining({ name: DEMO_SHOP.name }),
        scheduled: 1,
        sent: 1,
        opened: 1,
        reviewed: 1,
      },
    ]);

    // Reviewed before its reminder: none goes.
    await sql`update review_requests set due_at = now() where order_id = (select id from orders where external_id = 'RQ-1')`.execute(
      testApp.database.db,
    );
    await testApp.app.reviewRequests.runOnce();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('reminds once when nothing was reviewed, and never again', async () => {
    const email = 'bea.remind@example.com';
    await sendOrder('RQ-2', email, 9);
    await testApp.app.reviewRequests.runOnce();
    expect((await requestOf('RQ-2'))!.due_at).not.toBeNull();
    await sql`update review_requests set due_at = now() where order_id = (select id from orders where external_id = 'RQ-2')`.execute(
      testApp.database.db,
    );
    await testApp.app.reviewRequests.runOnce();
    await testApp.app.reviewRequests.runOnce();
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `How was your order from ${DEMO_SHOP.name}?`,
      `A reminder: how was your order from ${DEMO_SHOP.name}?`,
    ]);
    expect(await requestOf('RQ-2')).toMatchObject({ due_at: null, reminded_at: expect.anything() });
    // The reminder's link works; the first one's does not any more.
    const first = linkIn(mails[0]!.text_body, '\\?token=').searchParams.get('token')!;
    const second = linkIn(mails[1]!.text_body, '\\?token=').searchParams.get('token')!;
    expect(
      (
        await new TestBrowser(testApp.app).send('POST', '/reviews/review-requests/open', {
          token: first,
        })
      ).statusCode,
    ).toBe(410);
    expect(
      (
        await new TestBrowser(testApp.app).send('POST', '/reviews/review-requests/open', {
          token: second,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('stops one shop’s requests, or every e-mail but account mail, in one click; a forged link changes nothing', async () => {
    const email = 'bea.stop@example.com';
    await sendOrder('RQ-3', email, 8);
    await testApp.app.reviewRequests.runOnce();
    const [mail] = await mailsTo(email);
    // A mail program's one-click POST (RFC 8058) to the List-Unsubscribe address.
    const oneClick = new URL(mail!.unsubscribe_url!);
    const stopped = await testApp.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().message).toBe(
      `${email} gets no more review requests from ${DEMO_SHOP.name}.`,
    );

    await sendOrder('RQ-4', email, 8);
    await testApp.app.reviewRequests.runOnce();
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await requestOf('RQ-4')).toMatchObject({ status: 'skipped', sent_at: null });

    const token = oneClick.searchParams.get('unsubscribe')!;
    const forged = await testApp.app.inject({
      method: 'POST',
      url: `/reviews/review-requests/unsubscribe?unsubscribe=${encodeURIComponent(token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}&scope=all`,
    });
    expect(forged.statusCode).toBe(400);
    expect(
      await testApp.database.db
        .selectFrom('mail_suppressions')
        .selectAll()
        .where('address', '=', email)
        .execute(),
    ).toEqual([]);

    const all = await testApp.app.inject({
      method: 'POST',
      url: `/reviews/review-requests/unsubscribe?unsubscribe=${encodeURIComponent(token)}&scope=all`,
    });
    expect(all.statusCode).toBe(200);
    expect(
      await testApp.database.db
        .selectFrom('mail_suppressions')
        .select('reason')
        .where('address', '=', email)
        .execute(),
    ).toEqual([{ reason: 'unsubscribed' }]);
  });

  it('opens for an existing account with other orders that order alone, refusing another site’s form', async () => {
    await sendOrder('RQ-6', DEMO_ACCOUNTS.reviewer.email, 8);
    await testApp.app.reviewRequests.runOnce();
    const mail = (await mailsTo(DEMO_ACCOUNTS.reviewer.email)).at(-1)!;
    const token = linkIn(mail.text_body, '\\?token=').searchParams.get('token')!;
    const fromElsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/reviews/review-requests/open',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://attacker.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect((await requestOf('RQ-6'))!.opened_at).toBeNull();

    const buyer = new TestBrowser(testApp.app);
    await buyer.open('/reviews/review-requests');
    expect((await buyer.send('POST', '/reviews/review-requests/open', { token })).statusCode).toBe(
      200,
    );
    const orders = writeReviewOrdersResponseSchema.parse(
      (await buyer.get('/reviews/write-review?format=json&resource=orders')).json(),
    ).data;
    // Dana has seeded orders too: the link's session shows this one only.
    expect(orders.line_items.map((item) => item.product_title)).toEqual(['Lantern RQ-6']);
    const danaEverywhere = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const all = writeReviewOrdersResponseSchema.parse(
      (await danaEverywhere.get('/reviews/write-review?format=json&resource=orders')).json(),
    ).data;
    expect(all.total_count).toBeGreaterThan(1);
    // Nor may it rename the account whose terms are accepted.
    await buyer.open('/reviews/write-review');
    expect(
      (await buyer.send('POST', '/reviews/reviewer/accept_tos', { reviewer_name: 'Mallory' }))
        .statusCode,
    ).toBe(403);
  });

  it('asks after the delay the shop’s owner sets, moving requests not sent yet', async () => {
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const settingsPath = `/reviews/shop/${DEMO_SHOP.slug}/review_requests`;
    expect((await owner.get(settingsPath)).json()).toEqual({ review_request_delay_days: 7 });
    await sendOrder('RQ-7', 'bea.delay@example.com', 3);
    await testApp.app.reviewRequests.runOnce();
    expect(await mailsTo('bea.delay@example.com')).toEqual([]);

    const refused = await owner.send('PUT', settingsPath, { review_request_delay_days: 91 });
    expect(refused.statusCode).toBe(400);
    expect((await owner.get(settingsPath)).json()).toEqual({ review_request_delay_days: 7 });
    const stranger = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect(
      (await stranger.send('PUT', settingsPath, { review_request_delay_days: 1 })).statusCode,
    ).toBe(403);

    const saved = await owner.send('PUT', settingsPath, { review_request_delay_days: 2 });
    expect(saved.json()).toEqual({ review_request_delay_days: 2 });
    await testApp.app.reviewRequests.runOnce();
    expect((await mailsTo('bea.delay@example.com')).map((mail) => mail.subject)).toEqual([
      `How was your order from ${DEMO_SHOP.name}?`,
    ]);
    await owner.send('PUT', settingsPath, { review_request_delay_days: 7 });
  });

  it('answers a page form without script with 303 redirects', async () => {
    const email = 'bea.form@example.com';
    await sendOrder('RQ-5', email, 8);
    await testApp.app.reviewRequests.runOnce();
    const [mail] = await mailsTo(email);
    const token = linkIn(mail!.text_body, '\\?token=').searchParams.get('token')!;
    const form = (payload: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/reviews/review-requests/open',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const opened = await form(`token=${encodeURIComponent(token)}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/reviews/write-review');
    expect(String(opened.headers['set-cookie'])).toMatch(/vouch_session=/);
    const spent = await form(`token=${encodeURIComponent(token)}`);
    expect(spent.statusCode).toBe(303);
    expect(spent.headers.location).toBe('/reviews/review-requests?link=spent');
  });
});
