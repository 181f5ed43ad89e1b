import { sql } from 'kysely';
import sharp from 'sharp';
import {
  arbitratorListResponseSchema,
  disputeCreateResponseSchema,
  disputeFileUploadResponseSchema,
  disputeFormResponseSchema,
  disputePageResponseSchema,
  disputeResponseSchema,
  errorResponseSchema,
  shippingCountriesResponseSchema,
  shopPageResponseSchema,
} from '@vouch/contracts';
import {
  ARBITRATOR_PAGE_SIZE,
  ARBITRATOR_STATUS_FILTERS,
  DISPUTE_AGE_FILTERS,
  disputeFileKindOf,
  statusesOfFilter,
  WAITING_DISPUTE_STATUSES,
} from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP, SECOND_REVIEWER_ORDER } from '@vouch/seed';
import { createTestApp, signedInBrowser, signUpThroughLink, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const count = async (table: string, where = sql`true`) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(db())).rows[0]!.n;
/** Every row a refused request could have touched, to compare before and after. */
const snapshot = async () => ({
  disputes: (await sql`select public_id, status, arbitrator_id, outcome, remedy, counter_offer, updated_at from disputes order by id`.execute(db())).rows,
  messages: await count('dispute_messages'),
  changes: await count('dispute_status_changes'),
  files: (await sql`select public_id, dispute_id, message_id from dispute_files order by id`.execute(db())).rows,
});

const dispute = (extra: object = {}) => ({
  dispute_type: 'damaged_item',
  description: 'The backpack arrived with a torn strap and a broken zip on the main pocket.',
  desired_outcome_type: 'replacement',
  desired_outcome_description: 'Send a new one, please.',
  source_id: SECOND_REVIEWER_ORDER.publicId,
  format: 'json',
  redesign: true,
  ...extra,
});

async function uploadPdf(browser: TestBrowser, name = 'receipt.pdf', bytes = PDF) {
  return browser.upload('/reviews/reviewer/dispute_files', { field: 'file', filename: name, contentType: 'application/pdf', bytes });
}

/** A seeded dispute that is not about the demo shop, and whose reviewer is neither demo reviewer. */
async function foreignDispute(): Promise<string> {
  const { rows } = await sql<{ public_id: string }>`
    select d.public_id from disputes d join shops s on s.id = d.shop_id
    where s.slug <> ${DEMO_SHOP.slug} and d.status = 'in_review' and d.user_id not in (select id from users where email like '%@vouch.test')
    order by d.id limit 1`.execute(db());
  return rows[0]!.public_id;
}

/** A new dispute by Sam about Sam's order, once whichever of Sam's disputes still waits is withdrawn (one open dispute an order). */
async function samsNewDispute(sam: TestBrowser): Promise<string> {
  await sql`update disputes set status = 'withdrawn' where user_id = (select id from users where email = ${DEMO_ACCOUNTS.secondReviewer.email})
    and status in (${sql.join(WAITING_DISPUTE_STATUSES)})`.execute(db());
  return disputeCreateResponseSchema.parse((await sam.send('POST', '/reviews/reviewer/disputes', dispute())).json()).dispute.public_id;
}

describe('disputes: the whole story through the API', () => {
  it('opens, answers, asks, decides and closes one dispute, recording every move, and counts it in the shop’s public record', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const recordBefore = shopPageResponseSchema.parse((await sam.get(`/reviews/stores/${DEMO_SHOP.slug}?format=json`)).json()).dispute_record;

    const form = disputeFormResponseSchema.parse((await sam.get(`/reviews/stores/${DEMO_SHOP.slug}/disputes/new?format=json&redesign=true`)).json());
    expect(form.orders.map((order) => order.public_id)).toContain(SECOND_REVIEWER_ORDER.publicId);
    expect(form.dispute_types.map((type) => type.value)).toContain('damaged_item');
    expect(form.outcome_types.map((type) => type.value)).toContain('full_refund');

    const upload = disputeFileUploadResponseSchema.parse((await uploadPdf(sam)).json()).file;
    expect(upload).toMatchObject({ kind: 'pdf', file_name: 'receipt.pdf', byte_size: PDF.length });
    const created = await sam.send('POST', '/reviews/reviewer/disputes', dispute({ file_ids: [upload.public_id] }));
    expect(created.statusCode).toBe(200);
    const { public_id: id } = disputeCreateResponseSchema.parse(created.json()).dispute;

    const opened = disputePageResponseSchema.parse((await sam.get(`/reviews/profile/disputes/${id}?format=json`)).json()).dispute;
    expect(opened).toMatchObject({ status: 'open', viewer_role: 'reviewer', shop: { name: DEMO_SHOP.name }, allowed_actions: ['withdraw'] });
    expect(opened.files.map((file) => file.public_id)).toEqual([upload.public_id]);
    expect(opened.history).toEqual([expect.objectContaining({ from_status: null, to_status: 'open', action: 'open', by_role: 'reviewer' })]);
    expect(new Date(opened.shop_answer_due!).getTime() - new Date(opened.created_at).getTime()).toBe(7 * 86_400_000);

    // The file is the parties' and the arbitrators' only.
    expect((await sam.get(upload.url)).body).toBe(PDF.toString());
    expect((await owner.get(upload.url)).statusCode).toBe(200);
    expect((await arbitrator.get(upload.url)).headers['x-content-type-options']).toBe('nosniff');
    expect((await (await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer)).get(upload.url)).statusCode).toBe(404);
    expect((await new TestBrowser(testApp.app).get(upload.url)).statusCode).toBe(401);

    // The shop answers in the thread: that is its move.
    const answered = await owner.send('POST', `/reviews/profile/disputes/${id}/messages`, { body: 'We can replace it; please send the strap back.' });
    expect(disputeResponseSchema.parse(answered.json()).dispute).toMatchObject({ status: 'in_review', viewer_role: 'shop', shop_answer_due: null });
    expect(
      (await sql<{ answered: Date | null }>`select shop_answered_at as answered from disputes where public_id = ${id}`.execute(db())).rows[0]!.answered,
    ).not.toBeNull();

    const list = arbitratorListResponseSchema.parse((await arbitrator.get('/reviews/arbitrator?format=json&status=in_review&page=1')).json());
    expect(list.total_results).toBeGreaterThan(0);
    const created_at = list.disputes.map((row) => row.created_at);
    expect(created_at).toEqual([...created_at].sort());

    const decide = (body: object) => arbitrator.send('POST', `/reviews/arbitrator/${id}/decisions`, body);
    expect(disputeResponseSchema.parse((await decide({ action: 'take' })).json()).dispute.arbitrator).toEqual({
      name: DEMO_ACCOUNTS.arbitrator.name,
      is_viewer: true,
    });
    expect((await decide({ action: 'ask_reviewer' })).statusCode).toBe(400);
    const asked = disputeResponseSchema.parse((await decide({ action: 'ask_reviewer', note: 'Please send a photo of the torn strap.' })).json()).dispute;
    expect(asked.status).toBe('awaiting_reviewer');
    expect(asked.messages.at(-1)).toMatchObject({ author_role: 'arbitrator', body: 'Please send a photo of the torn strap.' });

    const photo = disputeFileUploadResponseSchema.parse(
      (
        await sam.upload('/reviews/reviewer/dispute_files', {
          field: 'file',
          filename: 'strap.png',
          contentType: 'image/png',
          bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a33' } })
            .png()
            .toBuffer(),
        })
      ).json(),
    ).file;
    const replied = disputeResponseSchema.parse(
      (await sam.send('POST', `/reviews/profile/disputes/${id}/messages`, { body: 'Here it is.', file_ids: [photo.public_id] })).json(),
    ).dispute;
    expect(replied.status).toBe('in_review');
    expect(replied.messages.at(-1)).toMatchObject({ author_role: 'reviewer', files: [expect.objectContaining({ public_id: photo.public_id, kind: 'png' })] });

    const refused = await decide({ action: 'decide', outcome: 'for_reviewer', reason: 'too short', remedy: '' });
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).error.fields).toMatchObject({ reason: expect.any(String), remedy: 'Say what the shop must do' });
    const decided = disputeResponseSchema.parse(
      (
        await decide({
          action: 'decide',
          outcome: 'for_reviewer',
          reason: 'The photo shows the strap torn at the seam on arrival.',
          remedy: 'Replace the backpack within 14 days.',
        })
      ).json(),
    ).dispute;
    expect(decided).toMatchObject({ status: 'decided', outcome: 'for_reviewer', remedy: 'Replace the backpack within 14 days.' });
    expect(disputeResponseSchema.parse((await decide({ action: 'close' })).json()).dispute.status).toBe('closed');

    const closed = disputePageResponseSchema.parse((await sam.get(`/reviews/profile/disputes/${id}?format=json`)).json()).dispute;
    expect(closed.history.map((change) => change.action)).toEqual(['open', 'shop_answer', 'take', 'ask_reviewer', 'reviewer_answer', 'decide', 'close']);
    expect(closed.history.map((change) => change.by_role)).toEqual(['reviewer', 'shop', 'arbitrator', 'arbitrator', 'reviewer', 'arbitrator', 'arbitrator']);
    expect(closed.allowed_actions).toEqual([]);

    const before = await snapshot();
    expect((await sam.send('POST', `/reviews/profile/disputes/${id}/messages`, { body: 'One more thing' })).statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);

    const record = shopPageResponseSchema.parse((await sam.get(`/reviews/stores/${DEMO_SHOP.slug}?format=json`)).json()).dispute_record;
    expect(record.opened).toBe(recordBefore.opened + 1);
    expect(record.for_reviewer).toBe(recordBefore.for_reviewer + 1);
    expect(record.months).toBe(12);
    expect(JSON.stringify(record)).not.toContain('Sam');
  });

  it("offers a product page's form only the orders with that product, and marks an order already in dispute with its dispute", async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const formAt = async (path: string) => disputeFormResponseSchema.parse((await sam.get(`${path}/disputes/new?format=json`)).json());
    const { rows } = await sql<{ handle: string }>`
      select p.handle from orders o join line_items li on li.order_id = o.id join products p on p.id = li.product_id
      where o.public_id = ${SECOND_REVIEWER_ORDER.publicId} order by li.id limit 1`.execute(db());
    const ordered = rows[0]!.handle;
    const shopPath = `/reviews/stores/${DEMO_SHOP.slug}`;
    expect((await formAt(`${shopPath}/products/${ordered}`)).orders.map((order) => order.public_id)).toEqual([SECOND_REVIEWER_ORDER.publicId]);
    // Sam ordered other products than the demo backpack: none of Sam's orders fits its form.
    expect((await formAt(`${shopPath}/products/${DEMO_PRODUCT.handle}`)).orders).toEqual([]);

    await sql`update disputes set status = 'withdrawn' where order_id = (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}) and status not in ('decided', 'closed')`.execute(
      db(),
    );
    expect((await formAt(shopPath)).orders.find((order) => order.public_id === SECOND_REVIEWER_ORDER.publicId)?.open_dispute_public_id).toBeNull();
    const { public_id: id } = disputeCreateResponseSchema.parse((await sam.send('POST', '/reviews/reviewer/disputes', dispute())).json()).dispute;
    expect((await formAt(shopPath)).orders.find((order) => order.public_id === SECOND_REVIEWER_ORDER.publicId)?.open_dispute_public_id).toBe(id);
  });

  it('refuses a second open dispute about the same order, and a double submit makes one', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    await sql`update disputes set status = 'withdrawn' where order_id = (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}) and status not in ('decided', 'closed')`.execute(
      db(),
    );
    const [first, second] = await Promise.all([
      sam.send('POST', '/reviews/reviewer/disputes', dispute()),
      sam.send('POST', '/reviews/reviewer/disputes', dispute()),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const open = await count('disputes', sql`order_id = (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}) and status = 'open'`);
    expect(open).toBe(1);
  });
});

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
      expect((await browser.get(`/reviews/profile/disputes/${id}?format=json`)).statusCode).toBe(404);
      expect((await browser.send('POST', `/reviews/profile/disputes/${id}/messages`, { body: 'Not mine to say' })).statusCode).toBe(404);
      expect((await browser.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'withdraw' })).statusCode).toBe(404);
      expect((await browser.get('/reviews/arbitrator?format=json')).statusCode).toBe(403);
      expect((await browser.get(`/reviews/arbitrator/${id}?format=json`)).statusCode).toBe(403);
      expect((await browser.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take' })).statusCode).toBe(403);
      expect((await browser.send('POST', `/reviews/arbitrator/${id}/messages`, { body: 'I decide' })).statusCode).toBe(403);
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
      [byStatus.open!, { action: 'decide', outcome: 'for_shop', reason: 'Nothing to decide yet at all here.' }],
      [byStatus.open!, { action: 'close' }],
      [byStatus.open!, { action: 'ask_reviewer', note: 'Tell me more' }],
      [byStatus.in_review!, { action: 'close' }],
      [byStatus.in_review!, { action: 'send_to_shop' }],
      [byStatus.decided!, { action: 'ask_shop', note: 'Anything else?' }],
      [byStatus.closed!, { action: 'decide', outcome: 'for_shop', reason: 'Deciding a closed case again.' }],
    ];
    const before = await snapshot();
    for (const [id, body] of forbidden) {
      const answer = await arbitrator.send('POST', `/reviews/arbitrator/${id}/decisions`, body);
      expect([id, answer.statusCode]).toEqual([id, 409]);
      expect(errorResponseSchema.parse(answer.json()).error.message).toMatch(/not possible|already yours/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the reviewer withdraw before a decision only, and only the shop accept', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const id = await samsNewDispute(sam);
    expect((await sam.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'shop_accept' })).statusCode).toBe(403);
    expect((await owner.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'withdraw' })).statusCode).toBe(403);
    const accepted = disputeResponseSchema.parse(
      (await owner.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'shop_accept' })).json(),
    ).dispute;
    expect(accepted).toMatchObject({ status: 'decided', outcome: 'for_reviewer', remedy: 'A replacement: Send a new one, please.' });
    const before = await snapshot();
    expect((await sam.send('POST', `/reviews/profile/disputes/${id}/actions`, { action: 'withdraw' })).statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("closes a dispute without an arbitrator when the reviewer accepts the shop's offer, and refuses every wrong or late move", async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const id = await samsNewDispute(sam);
    const act = (browser: TestBrowser, body: object) => browser.send('POST', `/reviews/profile/disputes/${id}/actions`, body);
    const refused = async (browser: TestBrowser, body: object, status: number, message: RegExp) => {
      const before = await snapshot();
      const answer = await act(browser, body);
      expect([body, answer.statusCode]).toEqual([body, status]);
      expect(errorResponseSchema.parse(answer.json()).error.message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    };

    await refused(sam, { action: 'shop_offer', offer: 'I offer myself a refund' }, 403, /Only the shop can make an offer/);
    await refused(owner, { action: 'shop_offer', offer: '   ' }, 400, /Say what you offer instead/);
    await refused(owner, { action: 'accept_offer' }, 403, /Only the reviewer can accept/);
    await refused(sam, { action: 'accept_offer' }, 409, /not possible while the dispute is "open"/);

    const offered = disputeResponseSchema.parse(
      (await act(owner, { action: 'shop_offer', offer: ' A 30% refund, and you keep the backpack. ' })).json(),
    ).dispute;
    expect(offered).toMatchObject({ status: 'offer_made', counter_offer: 'A 30% refund, and you keep the backpack.', shop_answer_due: null });
    const seen = disputePageResponseSchema.parse((await sam.get(`/reviews/profile/disputes/${id}?format=json`)).json()).dispute;
    expect(seen.allowed_actions.sort()).toEqual(['accept_offer', 'refuse_offer', 'withdraw']);
    await refused(owner, { action: 'shop_offer', offer: 'A 40% refund then' }, 409, /not possible while the dispute is "offer made"/);
    await refused(owner, { action: 'refuse_offer' }, 403, /Only the reviewer can refuse/);

    const settled = disputeResponseSchema.parse((await act(sam, { action: 'accept_offer' })).json()).dispute;
    expect(settled).toMatchObject({ status: 'closed', outcome: 'partial', remedy: 'A 30% refund, and you keep the backpack.', arbitrator: null });
    expect(settled.history.map((change) => [change.action, change.to_status, change.by_role])).toEqual([
      ['open', 'open', 'reviewer'],
      ['shop_offer', 'offer_made', 'shop'],
      ['accept_offer', 'closed', 'reviewer'],
    ]);

    await refused(sam, { action: 'accept_offer' }, 409, /not possible while the dispute is "closed"/);
    await refused(sam, { action: 'refuse_offer' }, 409, /not possible while the dispute is "closed"/);
    await refused(owner, { action: 'shop_offer', offer: 'One more thing' }, 409, /not possible while the dispute is "closed"/);
  });

  it("sends a refused offer to an arbitrator, and takes no offer after a decision or from another shop's member", async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const act = (browser: TestBrowser, id: string, body: object) => browser.send('POST', `/reviews/profile/disputes/${id}/actions`, body);

    const refusedOne = await samsNewDispute(sam);
    await act(owner, refusedOne, { action: 'shop_offer', offer: 'A voucher worth half the price' });
    const refused = disputeResponseSchema.parse((await act(sam, refusedOne, { action: 'refuse_offer' })).json()).dispute;
    expect(refused).toMatchObject({ status: 'in_review', outcome: null, counter_offer: 'A voucher worth half the price' });

    const decided = await samsNewDispute(sam);
    await act(owner, decided, { action: 'shop_accept' });
    const before = await snapshot();
    for (const [browser, body] of [
      [owner, { action: 'shop_offer', offer: 'Something else after all' }],
      [sam, { action: 'accept_offer' }],
    ] as const) {
      const answer = await act(browser, decided, body);
      expect(answer.statusCode).toBe(409);
      expect(errorResponseSchema.parse(answer.json()).error.message).toMatch(/not possible while the dispute is "decided"/);
    }
    const foreign = await act(owner, await foreignDispute(), { action: 'shop_offer', offer: 'Not our dispute to settle' });
    expect(foreign.statusCode).toBe(404);
    expect(errorResponseSchema.parse(foreign.json()).error.message).toMatch(/could not find that dispute/);
    expect(await snapshot()).toEqual(before);
  });

  it('asks for the terms before a first dispute (403 terms_required), saving nothing', async () => {
    const newcomer = new TestBrowser(testApp.app);
    const email = `dispute-terms-${Date.now()}@example.com`;
    await signUpThroughLink(testApp, newcomer, { name: 'Nell Newcomer', email, password: 'a long enough password' });
    const before = await snapshot();
    const refused = await newcomer.send('POST', '/reviews/reviewer/disputes', dispute());
    expect(refused.statusCode).toBe(403);
    expect(errorResponseSchema.parse(refused.json()).error).toEqual({ code: 'terms_required', message: 'Please accept the terms before you open a dispute.' });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second arbitrator’s moves and messages on the first one’s case (403, nothing written) until taken over, on the record', async () => {
    const avery = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const rowan = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondArbitrator);
    const { rows } = await sql<{ public_id: string; status: string }>`
      select public_id, status from disputes where status = 'awaiting_reviewer'
      and arbitrator_id = (select id from users where email = ${DEMO_ACCOUNTS.arbitrator.email}) order by id desc limit 1`.execute(db());
    const id = rows[0]!.public_id;
    const seen = disputePageResponseSchema.parse((await rowan.get(`/reviews/arbitrator/${id}?format=json`)).json()).dispute;
    expect(seen.arbitrator).toEqual({ name: DEMO_ACCOUNTS.arbitrator.name, is_viewer: false });
    expect(seen.allowed_actions).toEqual(['take_over']);

    const before = await snapshot();
    const refusals = [
      await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'ask_shop', note: 'Did the courier take a photo?' }),
      await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take' }),
      await rowan.send('POST', `/reviews/arbitrator/${id}/messages`, { body: 'I will look at this one.' }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(errorResponseSchema.parse(refused.json()).error).toEqual({
        code: 'held_by_another',
        message: `${DEMO_ACCOUNTS.arbitrator.name} has this case. Take it over to act on it.`,
      });
    }
    expect(await snapshot()).toEqual(before);

    const taken = disputeResponseSchema.parse((await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take_over' })).json()).dispute;
    // Taking over changes who holds the case, not what it waits for.
    expect(taken).toMatchObject({ status: 'awaiting_reviewer', arbitrator: { name: DEMO_ACCOUNTS.secondArbitrator.name, is_viewer: true } });
    expect(taken.history.at(-1)).toMatchObject({
      action: 'take_over',
      from_status: 'awaiting_reviewer',
      to_status: 'awaiting_reviewer',
      by_role: 'arbitrator',
      by_name: DEMO_ACCOUNTS.secondArbitrator.name,
      note: `Taken over from ${DEMO_ACCOUNTS.arbitrator.name}.`,
    });
    const holder = await sql<{ email: string }>`select u.email from disputes d join users u on u.id = d.arbitrator_id where d.public_id = ${id}`.execute(db());
    expect(holder.rows[0]!.email).toBe(DEMO_ACCOUNTS.secondArbitrator.email);
    expect((await rowan.send('POST', `/reviews/arbitrator/${id}/messages`, { body: 'I have this case now.' })).statusCode).toBe(200);
    expect((await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take_over' })).statusCode).toBe(409);

    // The first arbitrator is now the other one.
    const afterTakeOver = await snapshot();
    expect((await avery.send('POST', `/reviews/arbitrator/${id}/messages`, { body: 'Still mine?' })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(afterTakeOver);
    const reviewer = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect((await reviewer.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take_over' })).statusCode).toBe(403);
  });

  it('leaves the shop’s clock where it was when a case waiting for the shop is taken over', async () => {
    const rowan = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondArbitrator);
    const { rows } = await sql<{ public_id: string }>`
      select public_id from disputes where status = 'awaiting_shop'
      and arbitrator_id = (select id from users where email = ${DEMO_ACCOUNTS.arbitrator.email}) order by id limit 1`.execute(db());
    const id = rows[0]!.public_id;
    await sql`update disputes set shop_answer_due = date_trunc('second', now()) + interval '1 day' where public_id = ${id}`.execute(db());
    const dueOf = async () =>
      (await sql<{ due: string }>`select shop_answer_due::text as due from disputes where public_id = ${id}`.execute(db())).rows[0]!.due;
    const due = await dueOf();
    const taken = await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take_over' });
    expect(taken.statusCode).toBe(200);
    expect(disputeResponseSchema.parse(taken.json()).dispute.status).toBe('awaiting_shop');
    expect(await dueOf()).toBe(due);
  });

  it('takes a case nobody holds with the arbitrator’s first move, a decision included, and says so in its history', async () => {
    const rowan = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondArbitrator);
    const { rows } = await sql<{ public_id: string }>`
      select public_id from disputes where status in ('open', 'awaiting_shop') and arbitrator_id is null order by id limit 1`.execute(db());
    const id = rows[0]!.public_id;
    // The shop's days run out: the case waits for an arbitrator, and nobody holds it.
    await sql`update disputes set shop_answer_due = now() - interval '1 minute' where public_id = ${id}`.execute(db());
    const waiting = disputePageResponseSchema.parse((await rowan.get(`/reviews/arbitrator/${id}?format=json`)).json()).dispute;
    expect(waiting).toMatchObject({ status: 'in_review', arbitrator: null });
    expect(waiting.allowed_actions).toEqual(expect.arrayContaining(['take', 'decide']));
    expect(waiting.allowed_actions).not.toContain('take_over');

    const before = await snapshot();
    const nobodyToTakeFrom = await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take_over' });
    expect(nobodyToTakeFrom.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);

    const decided = disputeResponseSchema.parse(
      (
        await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, {
          action: 'decide',
          outcome: 'for_shop',
          reason: 'The shop did not answer, but the tracking shows the parcel was signed for.',
        })
      ).json(),
    ).dispute;
    expect(decided).toMatchObject({ status: 'decided', arbitrator: { name: DEMO_ACCOUNTS.secondArbitrator.name, is_viewer: true } });
    expect(decided.history.at(-1)).toMatchObject({ action: 'decide', by_name: DEMO_ACCOUNTS.secondArbitrator.name, note: 'Took the case.' });
    const holder = await sql<{ email: string }>`select u.email from disputes d join users u on u.id = d.arbitrator_id where d.public_id = ${id}`.execute(db());
    expect(holder.rows[0]!.email).toBe(DEMO_ACCOUNTS.secondArbitrator.email);
  });
});

describe('dispute files, deadlines and lists', () => {
  it('serves the seeded evidence, the reviewer’s and the shop’s, to the parties as the files they are', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const { rows } = await sql<{ public_id: string }>`
      select d.public_id from disputes d
      where exists (select 1 from dispute_files f where f.dispute_id = d.id and f.message_id is null)
        and exists (select 1 from dispute_files f where f.dispute_id = d.id and f.message_id is not null)
      order by d.id limit 1`.execute(db());
    const seeded = disputePageResponseSchema.parse((await arbitrator.get(`/reviews/arbitrator/${rows[0]!.public_id}?format=json`)).json()).dispute;
    const shopFiles = seeded.messages.filter((message) => message.author_role === 'shop').flatMap((message) => message.files);
    expect(seeded.files.length).toBeGreaterThan(0);
    expect(shopFiles.map((file) => file.file_name)).toEqual(['delivery-record.pdf']);
    for (const file of [...seeded.files, ...shopFiles]) {
      const served = await arbitrator.get(file.url);
      expect(served.statusCode).toBe(200);
      expect(disputeFileKindOf(served.rawPayload)).toBe(file.kind);
      expect(served.rawPayload.length).toBe(file.byte_size);
    }
    expect((await (await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer)).get(seeded.files[0]!.url)).statusCode).toBe(404);
  });

  it('shows an arbitrator no upload that no dispute has claimed', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const draft = disputeFileUploadResponseSchema.parse((await uploadPdf(sam, 'draft.pdf')).json()).file;
    expect((await sam.get(draft.url)).statusCode).toBe(200);
    for (const account of [DEMO_ACCOUNTS.arbitrator, DEMO_ACCOUNTS.secondArbitrator]) {
      const refused = await (await signedInBrowser(testApp.app, account)).get(draft.url);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('%PDF');
    }
  });

  it('refuses a file that is not what it claims, keeping nothing', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const files = await count('dispute_files');
    const fake = await uploadPdf(sam, 'invoice.pdf', Buffer.from('<html><script>alert(document.cookie)</script></html>'));
    expect(fake.statusCode).toBe(400);
    expect(errorResponseSchema.parse(fake.json()).error.message).toBe('"invoice.pdf" is not a PDF, Word document, JPEG, PNG or TIFF file.');
    const big = await uploadPdf(sam, 'huge.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(await count('dispute_files')).toBe(files);
  });

  it('will not attach someone else’s upload, and keeps no dispute when it refuses', async () => {
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const danas = disputeFileUploadResponseSchema.parse((await uploadPdf(dana)).json()).file;
    await sql`update disputes set status = 'withdrawn' where order_id = (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}) and status not in ('decided', 'closed')`.execute(
      db(),
    );
    const before = await snapshot();
    const answer = await sam.send('POST', '/reviews/reviewer/disputes', dispute({ file_ids: [danas.public_id] }));
    expect(answer.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await sam.get(danas.url)).statusCode).toBe(404);
    expect((await sam.get(`/media/files/disputes/${danas.public_id}.pdf`)).statusCode).toBe(404);
  });

  it('answers bad input with a 400 that names the field, never a 5xx', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const before = await snapshot();
    const bodies = [
      dispute({ dispute_type: 'revenge' }),
      dispute({ description: 'bad' }),
      dispute({ file_ids: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      dispute({ description: { $gt: '' } }),
      dispute({ source_id: 'or-does-not-exist' }),
    ];
    const statuses = [];
    for (const body of bodies) statuses.push((await sam.send('POST', '/reviews/reviewer/disputes', body)).statusCode);
    statuses.push((await sam.sendRaw('POST', '/reviews/reviewer/disputes', '{"dispute_type": ', 'application/json')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 404, 400]);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    expect((await arbitrator.get('/reviews/arbitrator?format=json&page=-1')).statusCode).toBe(400);
    expect((await arbitrator.get('/reviews/arbitrator?format=json&status=everything')).statusCode).toBe(400);
    expect((await arbitrator.get('/reviews/arbitrator/no-such-dispute?format=json')).statusCode).toBe(404);
    expect((await arbitrator.send('POST', `/reviews/arbitrator/${await foreignDispute()}/decisions`, { action: 'explode' })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('sends a dispute whose shop let its 7 days pass to review, recording the clock’s move', async () => {
    const { rows } = await sql<{ public_id: string; email: string }>`
      select d.public_id, u.email from disputes d join users u on u.id = d.user_id where d.status in ('open', 'awaiting_shop') order by d.id limit 1`.execute(
      db(),
    );
    const id = rows[0]!.public_id;
    await sql`update disputes set shop_answer_due = now() - interval '1 minute' where public_id = ${id}`.execute(db());
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const seen = disputePageResponseSchema.parse((await arbitrator.get(`/reviews/arbitrator/${id}?format=json`)).json()).dispute;
    expect(seen).toMatchObject({ status: 'in_review', shop_answer_due: null });
    expect(seen.history.at(-1)).toMatchObject({ action: 'shop_deadline_passed', by_role: null, to_status: 'in_review' });
  });

  it('filters the arbitrator list by status and age, oldest first, with total_results', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const all = arbitratorListResponseSchema.parse((await arbitrator.get('/reviews/arbitrator?format=json&status=all')).json());
    expect(all.total_results).toBe(await count('disputes'));
    const waiting = arbitratorListResponseSchema.parse((await arbitrator.get('/reviews/arbitrator?format=json')).json());
    expect(waiting.total_results).toBe(await count('disputes', sql`status in ('open', 'awaiting_shop', 'awaiting_reviewer', 'in_review')`));
    expect(waiting.disputes.every((row) => ['open', 'awaiting_shop', 'awaiting_reviewer', 'in_review'].includes(row.status))).toBe(true);
    const old = arbitratorListResponseSchema.parse((await arbitrator.get('/reviews/arbitrator?format=json&status=all&age=over_30_days')).json());
    expect(old.total_results).toBe(await count('disputes', sql`created_at < now() - interval '30 days'`));
    expect(old.disputes.every((row) => Date.now() - new Date(row.created_at).getTime() > 30 * 86_400_000)).toBe(true);
    const second = arbitratorListResponseSchema.parse((await arbitrator.get('/reviews/arbitrator?format=json&status=all&page=2')).json());
    expect(second.page).toBe(2);
    expect(second.disputes[0]?.public_id).not.toBe(all.disputes[0]?.public_id);
  });

  it('pages every status and age filter exactly as a plain query would, and keeps its counts as disputes move and arrive', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const compareAll = async () => {
      for (const status of ARBITRATOR_STATUS_FILTERS) {
        for (const [age, days] of Object.entries(DISPUTE_AGE_FILTERS)) {
          const statuses = statusesOfFilter(status);
          const { rows } = await sql<{ public_id: string }>`
            select public_id from disputes
            where status in (${sql.join(statuses.map((value) => sql`${value}`))}) and (${days} = 0 or created_at < now() - make_interval(days => ${days}))
            order by created_at, id`.execute(db());
          const expected = rows.map((row) => row.public_id);
          const pages = Math.max(1, Math.ceil(expected.length / ARBITRATOR_PAGE_SIZE));
          for (let page = 1; page <= pages + 1; page++) {
            const list = arbitratorListResponseSchema.parse(
              (await arbitrator.get(`/reviews/arbitrator?format=json&status=${status}&age=${age}&page=${page}`)).json(),
            );
            expect({ status, age, page, total: list.total_results, ids: list.disputes.map((row) => row.public_id) }).toEqual({
              status,
              age,
              page,
              total: expected.length,
              ids: expected.slice((page - 1) * ARBITRATOR_PAGE_SIZE, page * ARBITRATOR_PAGE_SIZE),
            });
          }
        }
      }
    };
    await compareAll();
    // Moves change the counts by status; disputes opened on one day fill one day's count.
    await sql`update disputes set status = 'closed' where id in (select id from disputes where status = 'decided' order by id limit 3)`.execute(db());
    await sql`insert into disputes (public_id, user_id, shop_id, dispute_type, description, desired_outcome_type, desired_outcome_description, status, created_at, updated_at)
              select 'd-bulk-' || n, d.user_id, d.shop_id, d.dispute_type, d.description, d.desired_outcome_type, d.desired_outcome_description, 'open',
                     now() - interval '45 days' + n * interval '1 minute', now()
              from generate_series(1, 45) n, (select * from disputes order by id limit 1) d`.execute(db());
    await compareAll();
  });

  it('lists shipping countries as name and code pairs (spec §7)', async () => {
    const { shipping_countries } = shippingCountriesResponseSchema.parse((await new TestBrowser(testApp.app).get('/shipping_countries.json')).json());
    expect(shipping_countries).toContainEqual({ name: 'United Kingdom', code: 'GB' });
    expect(shipping_countries.some((country) => country.code === '*')).toBe(false);
  });
});
