import { sql } from 'kysely';
import { errorResponseSchema, questionsResponseSchema } from '@vouch/contracts';
import { DEMO_SHOP } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let shopBase: string;
let productId: string;
let productQuestions: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const { rows } = await sql<{ domain: string; platform: string; public_token: string; external_id: string; count: number }>`
    select s.domain, s.platform, s.public_token, p.external_id, count(q.id)::int as count
    from shops s join products p on p.shop_id = s.id join questions q on q.product_id = p.id
    where s.slug = ${DEMO_SHOP.slug} group by s.id, p.id order by count(q.id) desc, p.id limit 1`.execute(testApp.database.db);
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
    expect(all.questions.some((question) => question.answers.some((answer) => answer.by_shop))).toBe(true);
  });

  it("answers the whole shop's questions without product_id, and none for a shop that has not enabled them", async () => {
    const shop = await questions('');
    expect(shop.total_count).toBeGreaterThanOrEqual(productQuestions);
    const { rows } = await sql<{ id: string; domain: string; platform: string; public_token: string }>`
      select id, domain, platform, public_token from shops where not enable_question_answer order by id limit 1`.execute(testApp.database.db);
    const off = rows[0]!;
    // The seed gives such shops no questions; one asked before the shop turned them off must stay hidden.
    await sql`insert into questions (shop_id, author_name, body) values (${off.id}, 'Early Asker', 'Asked before questions were turned off?')`.execute(
      testApp.database.db,
    );
    const response = await testApp.app.inject(
      `/api/questions/questions_for_widget?shop_domain=${off.domain}&platform=${off.platform}&api_token=${off.public_token}`,
    );
    expect(questionsResponseSchema.parse(response.json())).toMatchObject({ total_count: 0, questions: [] });
  });

  it('says what is wrong: 400 for bad parameters, 404 for an unknown shop or product', async () => {
    const bad = await testApp.app.inject(`${shopBase}&sort_dir=sideways&per_page=500`);
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).error.message).toMatch(/sort_dir is asc or desc/);
    expect((await testApp.app.inject(`${shopBase}&product_id=nope`)).statusCode).toBe(404);
    expect((await testApp.app.inject(shopBase.replace(/api_token=[^&]+/, 'api_token=x'))).statusCode).toBe(404);
  });
});
