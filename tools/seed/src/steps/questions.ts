import type { QueryExecutorProvider } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { ShopRow, ProductRow } from '../seed-rows';
import * as words from '../vocabulary';

export async function seedQuestions(
  db: QueryExecutorProvider,
  prng: Prng,
  shops: ShopRow[],
  products: ProductRow[],
): Promise<void> {
  const withQuestions = new Set(shops.filter((shop) => shop.showsQuestions).map((shop) => shop.id));
  const questions = new BulkInserter(db, 'questions', {
    id: 'int8',
    shop_id: 'int8',
    product_id: 'int8',
    author_name: 'text',
    body: 'text',
    created_at: 'timestamptz',
  });
  const answers = new BulkInserter(
    db,
    'answers',
    {
      question_id: 'int8',
      author_name: 'text',
      by_shop: 'bool',
      body: 'text',
      created_at: 'timestamptz',
    },
    { parent: questions },
  );
  let id = 0;
  for (const product of products.slice(0, 20_000)) {
    if (!withQuestions.has(product.shopId) || !prng.chance(0.5)) continue;
    const count = prng.int(1, 7);
    for (let index = 0; index < count; index++) {
      id++;
      const age = prng.int(1, 600);
      const [question, answer] = prng.pick(words.QUESTIONS_AND_ANSWERS);
      await questions.add({
        id,
        shop_id: product.shopId,
        product_id: product.id,
        author_name: `${prng.pick(words.FIRST_NAMES)}`,
        body: question,
        created_at: daysAgo(age),
      });
      if (prng.chance(0.8))
        await answers.add({
          question_id: id,
          author_name: 'Store team',
          by_shop: true,
          body: answer,
          created_at: daysAgo(Math.max(0, age - 1)),
        });
    }
  }
  await questions.flush();
  await answers.flush();
}
