import { sql } from 'kysely';
import {
  errorResponseSchema,
  questionResponseSchema,
  questionsResponseSchema,
} from '@vouch/contracts';
import { QUESTIONS_PER_HOUR } from '@vouch/domain';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let shopBase: string;
let productId: string;
let productQuestions: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { rows } = await sql<{
    domain: string;
    platform: string;
    public_token: string;
    external_id: string;
    count: number;
  }>`
    select s.domain, s.platform, s.public_token, p.external_id, count(q.id)::int as count
    from shops s join products p on p.shop_id = s.id join questions q on q.product_id = p.id
    where s.slug = ${DEMO_SHOP.slug} group by s.id, p.id order by count(q.id) desc, p.id limit 1`.execute(
    testApp.database.db,
  );
  const found = rows[0]!;
  shopBase = `/api/questions/questions_for_widget?json_request=true&shop_domain=${found.domain}&platform=${found.platform}&api_token=${found.public_token}`;
  productId = found.external_id;
  productQuestions = found.count;
});
afterAll(() => testApp.close());

const questions = async (extra: string) => {
  const response = await testApp.app.inject(`${shopBase}${extra}`);
  expect(response.statusCode).toBe(200);
  return questionsResponseSchema.parse(response.json());
};

describe('GET /api/questions/questions_for_widget (spec §7, §9 "3 questions per load")', () => {
  it("answers a product's questions 3 at a time, newest first, with their answers", async () => {
    const first = await questions(`&product_id=${productId}`);
    expect(first.per_page).toBe(3);
    expect(first.total_count).toBe(productQuestions);
    expect(first.total_pages).toBe(Math.ceil(productQuestions / 3));
    expect(first.questions.length).toBe(Math.min(3, productQuestions));
    const dates = first.questions.map((question) => question.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await questions(`&product_id=${productId}&per_page=50`);
    expect(
      all.questions.some((question) => question.answers.some((answer) => answer.by_shop)),
    ).toBe(true);
  });

  it("answers the whole shop's questions without product_id, and none for a shop that has not enabled them", async () => {
    const shop = await questions('');
    expect(shop.total_count).toBeGreaterThanOrEqual(productQuestions);
    const { rows } = await sql<{
      id: string;
      domain: string;
      platform: string;
      public_token: string;
    }>`
      select id, domain, platform, public_token from shops where not enable_question_answer order by id limit 1`.execute(
      testApp.database.db,
    );
    const off = rows[0]!;
    // The seed gives such shops no questions; one asked before the shop turned them off must stay hidden.
    await sql`insert into questions (shop_id, author_name, body) values (${off.id}, 'Early Asker', 'Asked before questions were turned off?')`.execute(
      testApp.database.db,
    );
    const response = await testApp.app.inject(
      `/api/questions/questions_for_widget?shop_domain=${off.domain}&platform=${off.platform}&api_token=${off.public_token}`,
    );
    expect(questionsResponseSchema.parse(response.json())).toMatchObject({
      total_count: 0,
      questions: [],
    });
  });

  it('says what is wrong: 400 for bad parameters, 404 for an unknown shop or product', async () => {
    const bad = await testApp.app.inject(`${shopBase}&sort_dir=sideways&per_page=500`);
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).error.message).toMatch(/sort_dir is asc or desc/);
    expect((await testApp.app.inject(`${shopBase}&product_id=nope`)).statusCode).toBe(404);
    expect(
      (await testApp.app.inject(shopBase.replace(/api_token=[^&]+/, 'api_token=x'))).statusCode,
    ).toBe(404);
  });
});

describe('asking and answering (issue #18, item 6)', () => {
  const ids = async () => {
    const { rows } = await sql<{
      shop: string;
      product: string;
      external_id: string;
      other_shop: string;
      disabled_shop: string;
    }>`
      select s.encoded_id as shop, p.encoded_id as product, p.external_id,
             (select o.encoded_id from shops o where o.id <> s.id and o.enable_question_answer order by o.id limit 1) as other_shop,
             (select d.encoded_id from shops d where not d.enable_question_answer order by d.id limit 1) as disabled_shop
      from shops s join products p on p.shop_id = s.id where s.slug = ${DEMO_SHOP.slug} order by p.id limit 1`.execute(
      testApp.database.db,
    );
    return rows[0]!;
  };
  const questionRows = async () =>
    (
      await sql`select id, body, author_name, user_id from questions order by id`.execute(
        testApp.database.db,
      )
    ).rows;
  const answerRows = async () =>
    (await sql`select id, question_id, body from answers order by id`.execute(testApp.database.db))
      .rows;

  it("shows a signed-in shopper's question at once, unanswered, until a member of the shop answers it in the shop's name", async () => {
    const { shop, product, external_id: externalId } = await ids();
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const asked = await dana.send('POST', '/reviews/questions', {
      shop_enc_id: shop,
      product_enc_id: product,
      body: '  Does it fit a 15-inch laptop?  ',
    });
    expect(asked.statusCode).toBe(200);
    const { question } = questionResponseSchema.parse(asked.json());
    expect(question).toMatchObject({
      body: 'Does it fit a 15-inch laptop?',
      author_name: DEMO_ACCOUNTS.reviewer.name,
      answers: [],
    });
    const listed = await questions(`&product_id=${externalId}&per_page=50`);
    expect(listed.questions.find((item) => item.id === question.id)?.answers).toEqual([]);

    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const answered = await owner.send('POST', `/reviews/shop/questions/${question.id}/answers`, {
      body: 'Yes, up to 15.6 inches.',
    });
    expect(answered.statusCode).toBe(200);
    expect(questionResponseSchema.parse(answered.json()).question.answers).toEqual([
      expect.objectContaining({
        body: 'Yes, up to 15.6 inches.',
        by_shop: true,
        author_name: DEMO_SHOP.name,
      }),
    ]);
    expect(
      (await questions(`&product_id=${externalId}&per_page=50`)).questions.find(
        (item) => item.id === question.id,
      )?.answers,
    ).toHaveLength(1);
  });

  it('refuses guests, blank or long questions, unknown or closed shops and answers from outside the shop, writing nothing', async () => {
    const { shop, product, other_shop: otherShop, disabled_shop: disabledShop } = await ids();
    const before = { questions: await questionRows(), answers: await answerRows() };
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect(
      (
        await guest.send('POST', '/reviews/questions', {
          shop_enc_id: shop,
          body: 'Is this waterproof at all?',
        })
      ).statusCode,
    ).toBe(401);

    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const blank = await sam.send('POST', '/reviews/questions', { shop_enc_id: shop, body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorResponseSchema.parse(blank.json()).error.fields).toEqual({
      body: 'Please write your question before asking it',
    });
    expect(
      (await sam.send('POST', '/reviews/questions', { shop_enc_id: shop, body: 'a'.repeat(501) }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await sam.send('POST', '/reviews/questions', {
          shop_enc_id: 'nope',
          body: 'Is this waterproof at all?',
        })
      ).statusCode,
    ).toBe(404);
    // A product of another shop is not asked about through this one.
    expect(
      (
        await sam.send('POST', '/reviews/questions', {
          shop_enc_id: otherShop,
          product_enc_id: product,
          body: 'Is this waterproof at all?',
        })
      ).statusCode,
    ).toBe(404);
    const closed = await sam.send('POST', '/reviews/questions', {
      shop_enc_id: disabledShop,
      body: 'Is this waterproof at all?',
    });
    expect(closed.statusCode).toBe(403);
    expect(errorResponseSchema.parse(closed.json()).error.code).toBe('questions_disabled');
    const someQuestion = String((before.questions[0] as { id: string }).id);
    const outsider = await sam.send('POST', `/reviews/shop/questions/${someQuestion}/answers`, {
      body: 'I think so.',
    });
    expect(outsider.statusCode).toBe(403);
    expect(errorResponseSchema.parse(outsider.json()).error.code).toBe('not_shop_member');
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    expect(
      (await owner.send('POST', '/reviews/shop/questions/999999999/answers', { body: 'Yes.' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await owner.send('POST', '/reviews/shop/questions/x1/answers', { body: 'Yes.' })).statusCode,
    ).toBe(400);
    expect({ questions: await questionRows(), answers: await answerRows() }).toEqual(before);
  });

  it(`lets one shopper ask ${QUESTIONS_PER_HOUR} questions an hour, even sent at once, then answers 429`, async () => {
    const { shop } = await ids();
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const samsQuestions = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from questions where user_id = (select id from users where email = ${DEMO_ACCOUNTS.secondReviewer.email})`.execute(
          testApp.database.db,
        )
      ).rows[0]!.n;
    const before = await samsQuestions();
    const answers = await Promise.all(
      Array.from({ length: QUESTIONS_PER_HOUR + 3 }, (_, index) =>
        sam.send('POST', '/reviews/questions', {
          shop_enc_id: shop,
          body: `Question number ${index} about sizes?`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(QUESTIONS_PER_HOUR);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(errorResponseSchema.parse(refused[0]!.json()).error.message).toBe(
      `You can ask ${QUESTIONS_PER_HOUR} questions an hour. Please wait a little and ask again.`,
    );
    expect(await samsQuestions()).toBe(before + QUESTIONS_PER_HOUR);
  });
});
