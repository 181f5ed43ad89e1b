import { errorResponseSchema, instantSearchResponseSchema } from '@vouch/contracts';
import { DEMO_PRODUCT } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const suggest = async (q: string) => {
  const response = await testApp.app.inject(`/reviews/instant_search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode).toBe(200);
  return instantSearchResponseSchema.parse(response.json()).suggestions;
};

describe('GET /reviews/instant_search (spec §7)', () => {
  it('completes a prefix from product title words', async () => {
    const texts = (await suggest('backp')).map((suggestion) => suggestion.text);
    expect(texts).toContain('backpack');
  });

  it('tolerates typos through trigrams over the term dictionary', async () => {
    const texts = (await suggest('bakcpack'))
      .filter((suggestion) => suggestion.id === null)
      .map((suggestion) => suggestion.text);
    expect(texts[0]).toBe('backpack');
  });

  it('keeps the words already typed and completes the last one', async () => {
    expect((await suggest('harbor canv')).map((suggestion) => suggestion.text)).toContain(
      'harbor canvas',
    );
  });

  it('offers categories as "in {category}" suggestions with their id', async () => {
    const categories = (await suggest('backpacks')).filter((suggestion) => suggestion.id !== null);
    expect(categories[0]).toMatchObject({
      text: 'backpacks',
      category_name: DEMO_PRODUCT.categoryName,
      id: expect.any(Number),
    });
  });

  it('answers nothing for empty text and treats LIKE wildcards as plain characters', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('%')).toEqual([]);
  });

  it('ranks more popular completions first', async () => {
    const [first] = await suggest('b');
    expect(first?.text).toMatch(/^b/);
  });

  it('refuses over-long text with a 400', async () => {
    const response = await testApp.app.inject(`/reviews/instant_search?q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toMatch(/200 characters/);
  });
});
