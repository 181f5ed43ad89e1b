import { sql } from 'kysely';
import {
  disputePageResponseSchema,
  disputeResponseSchema,
  errorResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import {
  createTestApp,
  signedInBrowser,
  signUpThroughLink,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';
import { dispute, disputeRows, uploadPdf } from '../../testing/fixtures/disputes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const { snapshot, foreignDispute, samsNewDispute } = disputeRows(() => testApp);

describe('disputes: who may do what', () => {
  it('sends a guest to sign in on every dispute route and changes nothing', async () => {
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    const id = await foreignDispute();
    const before = await snapshot();
    const answers = await Promise.all([
      guest.get(`/reviews/stores/${DEMO_SHOP.slug}/disputes/new?format=json`),
      guest.get(`/reviews/profile/disputes/${id}?format=json`),
      guest.get('/reviews/arbitrator?format=json'),
      guest.get(`/reviews/arbitrator/${id}?format=json`),
      guest.send('POST', '/reviews/reviewer/disputes', dispute()),
      uploadPdf(guest),
      guest.send('POST', `/reviews/profile/disputes/${id}/messages`, { body: 'hello' }),
      guest.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'withdraw' }),
      guest.send('POST', `/reviews/arbitrator/${id}/messages`, { body: 'hello' }),
      guest.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(answers.length).fill(401));
    expect(await snapshot()).toEqual(before);
  });

  it('hides a dispute from another reviewer and another shop’s member (404), and arbitrator routes from non-arbitrators (403)', async () => {
    const id = await foreignDispute();
    const before = await snapshot();
    for (const account of [DEMO_ACCOUNTS.reviewer, DEMO_ACCOUNTS.shopOwner]) {
      const browser = await signedInBrowser(testApp.app, account);
      expect((await browser.get(`/reviews/profile/disputes/${id}?format=json`)).statusCode).toBe(
        404,
      );
      expect(
        (
          await browser.send('POST', `/reviews/profile/disputes/${id}/messages`, {
            body: 'Not mine to say',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await browser.send('POST', `/reviews/profile/disputes/${id}/actions`, {
            action: 'withdraw',
          })
        ).statusCode,
      ).toBe(404);
      expect((await browser.get('/reviews/arbitrator?format=json')).statusCode).toBe(403);
      expect((await browser.get(`/reviews/arbitrator/${id}?format=json`)).statusCode).toBe(403);
      expect(
        (await browser.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await browser.send('POST', `/reviews/arbitrator/${id}/messages`, { body: 'I decide' }))
          .statusCode,
      ).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses each move the state machine forbids (409) and leaves the rows as they were', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const { rows } = await sql<{ public_id: string; status: string }>`
      select distinct on (status) public_id, status from disputes where arbitrator_id = (select id from users where email = ${DEMO_ACCOUNTS.arbitrator.email})
      or status = 'open' order by status, id`.execute(db());
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.public_id]));
    const forbidden: [string, object][] = [
      [
        byStatus.open!,
        { action: 'decide', outcome: 'for_shop', reason: 'Nothing to decide yet at all here.' },
      ],
      [byStatus.open!, { action: 'close' }],
      [byStatus.open!, { action: 'ask_reviewer', note: 'Tell me more' }],
      [byStatus.in_review!, { action: 'close' }],
      [byStatus.in_review!, { action: 'send_to_shop' }],
      [byStatus.decided!, { action: 'ask_shop', note: 'Anything else?' }],
      [
        byStatus.closed!,
        { action: 'decide', outcome: 'for_shop', reason: 'Deciding a closed case again.' },
      ],
    ];
    const before = await snapshot();
    for (const [id, body] of forbidden) {
      const answer = await arbitrator.send('POST', `/reviews/arbitrator/${id}/decisions`, body);
      expect([id, answer.statusCode]).toEqual([id, 409]);
      expect(errorResponseSchema.parse(answer.json()).error.message).toMatch(
        /not possible|already yours/,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the reviewer withdraw before a decision only, and only the shop accept', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const id = await samsNewDispute(sam);
    expect(
      (await sam.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'shop_accept' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await owner.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'withdraw' }))
        .statusCode,
    ).toBe(403);
    const accepted = disputeResponseSchema.parse(
      (
        await owner.send('POST', `/reviews/profile/disputes/${id}/actions`, {
          action: 'shop_accept',
        })
      ).json(),
    ).dispute;
    expect(accepted).toMatchObject({
      status: 'decided',
      outcome: 'for_reviewer',
      remedy: 'A replacement: Send a new one, please.',
    });
    const before = await snapshot();
    expect(
      (await sam.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'withdraw' }))
        .statusCode,
    ).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("closes a dispute without an arbitrator when the reviewer accepts the shop's offer, and refuses every wrong or late move", async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const id = await samsNewDispute(sam);
    const act = (browser: TestBrowser, body: object) =>
      browser.send('POST', `/reviews/profile/disputes/${id}/actions`, body);
    const refused = async (browser: TestBrowser, body: object, status: number, message: RegExp) => {
      const before = await snapshot();
      const answer = await act(browser, body);
      expect([body, answer.statusCode]).toEqual([body, status]);
      expect(errorResponseSchema.parse(answer.json()).error.message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    };

    await refused(
      sam,
      { action: 'shop_offer', offer: 'I offer myself a refund' },
      403,
      /Only the shop can make an offer/,
    );
    await refused(owner, { action: 'shop_offer', offer: '   ' }, 400, /Say what you offer instead/);
    await refused(owner, { action: 'accept_offer' }, 403, /Only the reviewer can accept/);
    await refused(sam, { action: 'accept_offer' }, 409, /not possible while the dispute is "open"/);

    const offered = disputeResponseSchema.parse(
      (
        await act(owner, {
          action: 'shop_offer',
          offer: ' A 30% refund, and you keep the backpack. ',
        })
      ).json(),
    ).dispute;
    expect(offered).toMatchObject({
      status: 'offer_made',
      counter_offer: 'A 30% refund, and you keep the backpack.',
      shop_answer_due: null,
    });
    const seen = disputePageResponseSchema.parse(
      (await sam.get(`/reviews/profile/disputes/${id}?format=json`)).json(),
    ).dispute;
    expect(seen.allowed_actions.sort()).toEqual(['accept_offer', 'refuse_offer', 'withdraw']);
    await refused(
      owner,
      { action: 'shop_offer', offer: 'A 40% refund then' },
      409,
      /not possible while the dispute is "offer made"/,
    );
    await refused(owner, { action: 'refuse_offer' }, 403, /Only the reviewer can refuse/);

    const settled = disputeResponseSchema.parse(
      (await act(sam, { action: 'accept_offer' })).json(),
    ).dispute;
    expect(settled).toMatchObject({
      status: 'closed',
      outcome: 'partial',
      remedy: 'A 30% refund, and you keep the backpack.',
      arbitrator: null,
    });
    expect(
      settled.history.map((change) => [change.action, change.to_status, change.by_role]),
    ).toEqual([
      ['open', 'open', 'reviewer'],
      ['shop_offer', 'offer_made', 'shop'],
      ['accept_offer', 'closed', 'reviewer'],
    ]);

    await refused(
      sam,
      { action: 'accept_offer' },
      409,
      /not possible while the dispute is "closed"/,
    );
    await refused(
      sam,
      { action: 'refuse_offer' },
      409,
      /not possible while the dispute is "closed"/,
    );
    await refused(
      owner,
      { action: 'shop_offer', offer: 'One more thing' },
      409,
      /not possible while the dispute is "closed"/,
    );
  });

  it("sends a refused offer to an arbitrator, and takes no offer after a decision or from another shop's member", async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const act = (browser: TestBrowser, id: string, body: object) =>
      browser.send('POST', `/reviews/profile/disputes/${id}/actions`, body);

    const refusedOne = await samsNewDispute(sam);
    await act(owner, refusedOne, { action: 'shop_offer', offer: 'A voucher worth half the price' });
    const refused = disputeResponseSchema.parse(
      (await act(sam, refusedOne, { action: 'refuse_offer' })).json(),
    ).dispute;
    expect(refused).toMatchObject({
      status: 'in_review',
      outcome: null,
      counter_offer: 'A voucher worth half the price',
    });

    const decided = await samsNewDispute(sam);
    await act(owner, decided, { action: 'shop_accept' });
    const before = await snapshot();
    for (const [browser, body] of [
      [owner, { action: 'shop_offer', offer: 'Something else after all' }],
      [sam, { action: 'accept_offer' }],
    ] as const) {
      const answer = await act(browser, decided, body);
      expect(answer.statusCode).toBe(409);
      expect(errorResponseSchema.parse(answer.json()).error.message).toMatch(
        /not possible while the dispute is "decided"/,
      );
    }
    const foreign = await act(owner, await foreignDispute(), {
      action: 'shop_offer',
      offer: 'Not our dispute to settle',
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorResponseSchema.parse(foreign.json()).error.message).toMatch(
      /could not find that dispute/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('asks for the terms before a first dispute (403 terms_required), saving nothing', async () => {
    const newcomer = new TestBrowser(testApp.app);
    const email = `dispute-terms-${Date.now()}@example.com`;
    await signUpThroughLink(testApp, newcomer, {
      name: 'Nell Newcomer',
      email,
      password: 'a long enough password',
    });
    const before = await snapshot();
    const refused = await newcomer.send('POST', '/reviews/reviewer/disputes', dispute());
    expect(refused.statusCode).toBe(403);
    expect(errorResponseSchema.parse(refused.json()).error).toEqual({
      code: 'terms_required',
      message: 'Please accept the terms before you open a dispute.',
    });
    expect(await snapshot()).toEqual(before);
  });
});
