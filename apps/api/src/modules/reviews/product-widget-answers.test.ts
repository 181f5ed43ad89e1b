import { productReviewQuerySchema, type ProductReviewResponse } from '@vouch/contracts';
import type { ProductWidget } from './product-widget-cache';
import { productWidgetAnswers, widgetAnswerKey } from './product-widget-answers';

const IDENTITY = {
  shop_domain: 'a.example',
  platform: 'shopify',
  api_token: 't',
  external_id: '1',
};
const query = (extra: Record<string, string> = {}) =>
  productReviewQuerySchema.parse({ ...IDENTITY, ...extra });
/** Widget data as read once: answers are reused only with the very same read. */
const widgetData = () => ({ product: { id: '7' } }) as ProductWidget;
const answerNumbered = (total_count: number, reviews = 0) =>
  ({ reviews: Array.from({ length: reviews }), total_count }) as unknown as ProductReviewResponse;

describe('productWidgetAnswers', () => {
  it('answers a repeat from what it kept, and builds again from widget data read afresh', async () => {
    const answers = productWidgetAnswers();
    const first = widgetData();
    let builds = 0;
    const build = async () => answerNumbered(++builds);
    expect(await answers.answer(first, query(), build)).toMatchObject({ total_count: 1 });
    expect(await answers.answer(first, query(), build)).toMatchObject({ total_count: 1 });
    expect(await answers.answer(widgetData(), query(), build)).toMatchObject({ total_count: 2 });
  });

  it('keeps no answer whose building a write overtook, and none after a write', async () => {
    const answers = productWidgetAnswers();
    const data = widgetData();
    let finish: (answer: ProductReviewResponse) => void = () => undefined;
    const building = answers.answer(data, query(), () => new Promise((done) => (finish = done)));
    answers.forgetAll();
    finish(answerNumbered(1));
    expect(await building).toMatchObject({ total_count: 1 });
    expect(await answers.answer(data, query(), async () => answerNumbered(2))).toMatchObject({
      total_count: 2,
    });
    answers.forgetAll();
    expect(await answers.answer(data, query(), async () => answerNumbered(3))).toMatchObject({
      total_count: 3,
    });
  });

  it('holds at most 10,000 reviews of answers, forgetting the oldest first', async () => {
    const answers = productWidgetAnswers();
    const data = widgetData();
    let builds = 0;
    const build = async () => answerNumbered(++builds, 50);
    const page = (number: number) => query({ page: String(number), per_page: '50' });
    for (let number = 1; number <= 201; number++) await answers.answer(data, page(number), build);
    expect(builds).toBe(201);
    expect((await answers.answer(data, page(201), build)).total_count).toBe(201);
    expect((await answers.answer(data, page(2), build)).total_count).toBe(2);
    expect((await answers.answer(data, page(1), build)).total_count).toBe(202);
  });

  it('counts an answer with no review as one, so empty answers cannot pile up', async () => {
    const answers = productWidgetAnswers();
    const data = widgetData();
    let builds = 0;
    const build = async () => answerNumbered(++builds);
    const words = (number: number) => query({ search: `nothing-like-${number}` });
    for (let number = 1; number <= 10_001; number++)
      await answers.answer(data, words(number), build);
    expect((await answers.answer(data, words(10_001), build)).total_count).toBe(10_001);
    expect((await answers.answer(data, words(1), build)).total_count).toBe(10_002);
  });

  it('spells each query one way: the same answer, the same key; any other answer, another key', () => {
    expect(widgetAnswerKey(query({ sort_dir: 'desc' }))).toBe(widgetAnswerKey(query()));
    expect(widgetAnswerKey(query({ sort_by: 'highest_rating', sort_dir: 'asc' }))).toBe(
      widgetAnswerKey(query({ sort_by: 'highest_rating' })),
    );
    expect(widgetAnswerKey(query({ search: ' strap ' }))).toBe(
      widgetAnswerKey(query({ search: 'strap' })),
    );
    expect(widgetAnswerKey(query({ search: '' }))).toBe(widgetAnswerKey(query()));
    const others: Record<string, string>[] = [
      { page: '2' },
      { per_page: '7' },
      { sort_by: 'most_recent' },
      { sort_by: 'most_recent', sort_dir: 'asc' },
      { filter_rating: '5' },
      { verified_only: 'true' },
      { review_source: 'invite' },
      { search: 'strap' },
      { review_type: 'all-reviews' },
    ];
    const keys = [query(), ...others.map(query)].map(widgetAnswerKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
