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
  shopPageResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP, SECOND_REVIEWER_ORDER } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';
import { dispute, disputeRows, PDF, uploadPdf } from '../../testing/fixtures/disputes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const { count, snapshot } = disputeRows(() => testApp);

describe('disputes: the whole story through the API', () => {
  it('opens, answers, asks, decides and closes one dispute, recording every move, and counts it in the shop’s public record', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const recordBefore = shopPageResponseSchema.parse(
      (await sam.get(`/reviews/stores/${DEMO_SHOP.slug}?format=json`)).json(),
    ).dispute_record;

    const form = disputeFormResponseSchema.parse(
      (
        await sam.get(`/reviews/stores/${DEMO_SHOP.slug}/disputes/new?format=json&redesign=true`)
      ).json(),
    );
    expect(form.orders.map((order) => order.public_id)).toContain(SECOND_REVIEWER_ORDER.publicId);
    expect(form.dispute_types.map((type) => type.value)).toContain('damaged_item');
    expect(form.outcome_types.map((type) => type.value)).toContain('full_refund');

    const upload = disputeFileUploadResponseSchema.parse((await uploadPdf(sam)).json()).file;
    expect(upload).toMatchObject({ kind: 'pdf', file_name: 'receipt.pdf', byte_size: PDF.length });
    const created = await sam.send(
      'POST',
      '/reviews/reviewer/disputes',
      dispute({ file_ids: [upload.public_id] }),
    );
    expect(created.statusCode).toBe(200);
    const { public_id: id } = disputeCreateResponseSchema.parse(created.json()).dispute;

    const opened = disputePageResponseSchema.parse(
      (await sam.get(`/reviews/profile/disputes/${id}?format=json`)).json(),
    ).dispute;
    expect(opened).toMatchObject({
      status: 'open',
      viewer_role: 'reviewer',
      shop: { name: DEMO_SHOP.name },
      allowed_actions: ['withdraw'],
    });
    expect(opened.files.map((file) => file.public_id)).toEqual([upload.public_id]);
    expect(opened.history).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'open',
        action: 'open',
        by_role: 'reviewer',
      }),
    ]);
    expect(
      new Date(opened.shop_answer_due!).getTime() - new Date(opened.created_at).getTime(),
    ).toBe(7 * 86_400_000);

    // The file is the parties' and the arbitrators' only.
    expect((await sam.get(upload.url)).body).toBe(PDF.toString());
    expect((await owner.get(upload.url)).statusCode).toBe(200);
    expect((await arbitrator.get(upload.url)).headers['x-content-type-options']).toBe('nosniff');
    expect(
      (await (await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer)).get(upload.url))
        .statusCode,
    ).toBe(404);
    expect((await new TestBrowser(testApp.app).get(upload.url)).statusCode).toBe(401);

    // The shop answers in the thread: that is its move.
    const answered = await owner.send('POST', `/reviews/profile/disputes/${id}/messages`, {
      body: 'We can replace it; please send the strap back.',
    });
    expect(disputeResponseSchema.parse(answered.json()).dispute).toMatchObject({
      status: 'in_review',
      viewer_role: 'shop',
      shop_answer_due: null,
    });
    expect(
      (
        await sql<{
          answered: Date | null;
        }>`select shop_answered_at as answered from disputes where public_id = ${id}`.execute(db())
      ).rows[0]!.answered,
    ).not.toBeNull();

    const list = arbitratorListResponseSchema.parse(
      (await arbitrator.get('/reviews/arbitrator?format=json&status=in_review&page=1')).json(),
    );
    expect(list.total_results).toBeGreaterThan(0);
    const created_at = list.disputes.map((row) => row.created_at);
    expect(created_at).toEqual([...created_at].sort());

    const decide = (body: object) =>
      arbitrator.send('POST', `/reviews/arbitrator/${id}/decisions`, body);
    expect(
      disputeResponseSchema.parse((await decide({ action: 'take' })).json()).dispute.arbitrator,
    ).toEqual({
      name: DEMO_ACCOUNTS.arbitrator.name,
      is_viewer: true,
    });
    expect((await decide({ action: 'ask_reviewer' })).statusCode).toBe(400);
    const asked = disputeResponseSchema.parse(
      (
        await decide({ action: 'ask_reviewer', note: 'Please send a photo of the torn strap.' })
      ).json(),
    ).dispute;
    expect(asked.status).toBe('awaiting_reviewer');
    expect(asked.messages.at(-1)).toMatchObject({
      author_role: 'arbitrator',
      body: 'Please send a photo of the torn strap.',
    });

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
      (
        await sam.send('POST', `/reviews/profile/disputes/${id}/messages`, {
          body: 'Here it is.',
          file_ids: [photo.public_id],
        })
      ).json(),
    ).dispute;
    expect(replied.status).toBe('in_review');
    expect(replied.messages.at(-1)).toMatchObject({
      author_role: 'reviewer',
      files: [expect.objectContaining({ public_id: photo.public_id, kind: 'png' })],
    });

    const refused = await decide({
      action: 'decide',
      outcome: 'for_reviewer',
      reason: 'too short',
      remedy: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorResponseSchema.parse(refused.json()).error.fields).toMatchObject({
      reason: expect.any(String),
      remedy: 'Say what the shop must do',
    });
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
    expect(decided).toMatchObject({
      status: 'decided',
      outcome: 'for_reviewer',
      remedy: 'Replace the backpack within 14 days.',
    });
    expect(
      disputeResponseSchema.parse((await decide({ action: 'close' })).json()).dispute.status,
    ).toBe('closed');

    const closed = disputePageResponseSchema.parse(
      (await sam.get(`/reviews/profile/disputes/${id}?format=json`)).json(),
    ).dispute;
    expect(closed.history.map((change) => change.action)).toEqual([
      'open',
      'shop_answer',
      'take',
      'ask_reviewer',
      'reviewer_answer',
      'decide',
      'close',
    ]);
    expect(closed.history.map((change) => change.by_role)).toEqual([
      'reviewer',
      'shop',
      'arbitrator',
      'arbitrator',
      'reviewer',
      'arbitrator',
      'arbitrator',
    ]);
    expect(closed.allowed_actions).toEqual([]);

    const before = await snapshot();
    expect(
      (
        await sam.send('POST', `/reviews/profile/disputes/${id}/messages`, {
          body: 'One more thing',
        })
      ).statusCode,
    ).toBe(409);
    expect(await snapshot()).toEqual(before);

    const record = shopPageResponseSchema.parse(
      (await sam.get(`/reviews/stores/${DEMO_SHOP.slug}?format=json`)).json(),
    ).dispute_record;
    expect(record.opened).toBe(recordBefore.opened + 1);
    expect(record.for_reviewer).toBe(recordBefore.for_reviewer + 1);
    expect(record.months).toBe(12);
    expect(JSON.stringify(record)).not.toContain('Sam');
  });

  it("offers a product page's form only the orders with that product, and marks an order already in dispute with its dispute", async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const formAt = async (path: string) =>
      disputeFormResponseSchema.parse((await sam.get(`${path}/disputes/new?format=json`)).json());
    const { rows } = await sql<{ handle: string }>`
      select p.handle from orders o join line_items li on li.order_id = o.id join products p on p.id = li.product_id
      where o.public_id = ${SECOND_REVIEWER_ORDER.publicId} order by li.id limit 1`.execute(db());
    const ordered = rows[0]!.handle;
    const shopPath = `/reviews/stores/${DEMO_SHOP.slug}`;
    expect(
      (await formAt(`${shopPath}/products/${ordered}`)).orders.map((order) => order.public_id),
    ).toEqual([SECOND_REVIEWER_ORDER.publicId]);
    // Sam ordered other products than the demo backpack: none of Sam's orders fits its form.
    expect((await formAt(`${shopPath}/products/${DEMO_PRODUCT.handle}`)).orders).toEqual([]);

    await sql`update disputes set status = 'withdrawn' where order_id = (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}) and status not in ('decided', 'closed')`.execute(
      db(),
    );
    expect(
      (await formAt(shopPath)).orders.find(
        (order) => order.public_id === SECOND_REVIEWER_ORDER.publicId,
      )?.open_dispute_public_id,
    ).toBeNull();
    const { public_id: id } = disputeCreateResponseSchema.parse(
      (await sam.send('POST', '/reviews/reviewer/disputes', dispute())).json(),
    ).dispute;
    expect(
      (await formAt(shopPath)).orders.find(
        (order) => order.public_id === SECOND_REVIEWER_ORDER.publicId,
      )?.open_dispute_public_id,
    ).toBe(id);
  });

  it('names what a dispute is about: the product it was opened from, else every product of its order', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const { rows: ordered } = await sql<{ title: string; handle: string }>`
      select p.title, p.handle from orders o join line_items li on li.order_id = o.id join products p on p.id = li.product_id
      where o.public_id = ${SECOND_REVIEWER_ORDER.publicId} order by p.title, p.id`.execute(db());
    expect(ordered.length).toBeGreaterThan(1);
    const productsOf = async (extra: object) => {
      await sql`update disputes set status = 'withdrawn' where order_id = (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}) and status not in ('decided', 'closed')`.execute(
        db(),
      );
      const created = await sam.send('POST', '/reviews/reviewer/disputes', dispute(extra));
      const { public_id: id } = disputeCreateResponseSchema.parse(created.json()).dispute;
      return disputePageResponseSchema.parse(
        (await sam.get(`/reviews/profile/disputes/${id}?format=json`)).json(),
      ).dispute.products;
    };
    const pathOf = (handle: string) =>
      `/reviews/stores/${DEMO_SHOP.slug}/products/${encodeURIComponent(handle)}`;
    // From the shop page: the whole order.
    expect(await productsOf({})).toEqual(
      ordered.map((product) => ({ title: product.title, internal_path: pathOf(product.handle) })),
    );
    // From a product page: that product alone.
    const [, chosen] = ordered;
    expect(await productsOf({ product_handle: chosen!.handle })).toEqual([
      { title: chosen!.title, internal_path: pathOf(chosen!.handle) },
    ]);
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
    const open = await count(
      'disputes',
      sql`order_id = (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}) and status = 'open'`,
    );
    expect(open).toBe(1);
  });
});
