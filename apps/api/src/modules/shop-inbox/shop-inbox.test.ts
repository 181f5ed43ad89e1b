import { sql } from 'kysely';
import { shopInboxResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';
import { countShopInbox } from './shop-inbox-repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const userId = async (email: string) =>
  (await sql<{ id: string }>`select id::text as id from users where email = ${email}`.execute(db()))
    .rows[0]!.id;

describe("a shop's inbox", () => {
  it('lists what waits for the shops the owner answers for, counted as countShopInbox counts, and each answer takes one out', async () => {
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const ownerId = await userId(DEMO_ACCOUNTS.shopOwner.email);
    const load = async () =>
      shopInboxResponseSchema.parse((await owner.get('/reviews/shop/inbox?format=json')).json());

    const before = await load();
    expect(before.shops).toEqual([expect.objectContaining({ name: DEMO_SHOP.name })]);
    expect(before.reviews.items.length).toBeGreaterThan(0);
    expect(before.questions.items.length).toBeGreaterThan(0);
    expect(before.disputes.items.length).toBeGreaterThan(0);
    expect(
      before.reviews.items.every(
        (review) => review.reply === null && review.shop.name === DEMO_SHOP.name,
      ),
    ).toBe(true);
    expect(
      before.questions.items.every((item) =>
        item.question.answers.every((answer) => !answer.by_shop),
      ),
    ).toBe(true);
    expect(
      before.disputes.items.every(
        (item) => ['open', 'awaiting_shop'].includes(item.status) && item.shop_answer_due !== null,
      ),
    ).toBe(true);
    // Each dispute says what it is about, why, and what is asked: opened from the shop's page, every product of its order.
    const { rows: about } = await sql<{
      public_id: string;
      dispute_type: string;
      desired_outcome_type: string;
      title: string;
    }>`
      select d.public_id, d.dispute_type, d.desired_outcome_type, p.title
      from disputes d join products p on p.id = d.product_id
         or (d.product_id is null and p.id in (select product_id from line_items where order_id = d.order_id))
      order by p.title, p.id`.execute(db());
    for (const item of before.disputes.items) {
      const rows = about.filter((row) => row.public_id === item.public_id);
      expect(item).toMatchObject({
        product_title: rows.map((row) => row.title).join(', '),
        dispute_type: rows[0]!.dispute_type,
        desired_outcome_type: rows[0]!.desired_outcome_type,
      });
    }
    expect(before.disputes.items.some((item) => item.product_title?.includes(', '))).toBe(true);
    const dues = before.disputes.items.map((item) => item.shop_answer_due!);
    expect(dues).toEqual([...dues].sort());
    const total = before.reviews.total + before.questions.total + before.disputes.total;
    expect(await countShopInbox(db(), ownerId)).toBe(total);

    const review = before.reviews.items[0]!;
    const question = before.questions.items[0]!.question;
    const dispute = before.disputes.items[0]!;
    expect(
      (
        await owner.send('PUT', `/reviews/shop/reviews/${review.public_id}/reply`, {
          body: 'Thank you for taking the time to tell us.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await owner.send('POST', `/reviews/shop/questions/${question.id}/answers`, {
          body: 'Yes, it fits a 15-inch laptop.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await owner.send('POST', `/reviews/profile/disputes/${dispute.public_id}/actions`, {
          action: 'shop_offer',
          offer: 'A 20% refund',
        })
      ).statusCode,
    ).toBe(200);

    const after = await load();
    expect(after.reviews.items.map((item) => item.public_id)).not.toContain(review.public_id);
    expect(after.questions.items.map((item) => item.question.id)).not.toContain(question.id);
    expect(after.disputes.items.map((item) => item.public_id)).not.toContain(dispute.public_id);
    expect(await countShopInbox(db(), ownerId)).toBe(total - 3);
  });

  it('is empty for someone who answers for no shop, and asks a guest to sign in', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const inbox = shopInboxResponseSchema.parse(
      (await sam.get('/reviews/shop/inbox?format=json')).json(),
    );
    expect(inbox).toMatchObject({
      shops: [],
      reviews: { items: [], total: 0 },
      questions: { items: [], total: 0 },
      disputes: { items: [], total: 0 },
    });
    expect(await countShopInbox(db(), await userId(DEMO_ACCOUNTS.secondReviewer.email))).toBe(0);
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect((await guest.get('/reviews/shop/inbox?format=json')).statusCode).toBe(401);
  });
});
