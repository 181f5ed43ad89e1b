import { sql, type Kysely } from 'kysely';
import type { Question, QuestionsQuery } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { QUESTIONS_PER_HOUR, reviewerDisplayName } from '@vouch/domain';
import { shopMemberExists } from '../shops';

const ORDER = {
  created_at: { asc: 'q.created_at asc, q.id asc', desc: 'q.created_at desc, q.id desc' },
  answers_count: {
    asc: 'answers_count asc, q.created_at desc, q.id desc',
    desc: 'answers_count desc, q.created_at desc, q.id desc',
  },
} as const;

/** A question's columns with its answers as JSON, oldest first (for `from questions q`). */
export const QUESTION_COLUMNS = sql`
  q.id::text as id, q.author_name, q.body, to_json(q.created_at)#>>'{}' as created_at,
  coalesce((select json_agg(json_build_object('author_name', a.author_name, 'by_shop', a.by_shop, 'body', a.body,
                                              'created_at', to_json(a.created_at)#>>'{}') order by a.created_at, a.id)
            from answers a where a.question_id = q.id), '[]') as answers`;

export type QuestionRow = Omit<Question, 'created_at'> & { created_at: string };

export function questionOf(row: QuestionRow): Question {
  return {
    id: row.id,
    author_name: row.author_name,
    body: row.body,
    created_at: new Date(row.created_at).toISOString(),
    answers: row.answers.map((answer) => ({
      ...answer,
      created_at: new Date(answer.created_at).toISOString(),
    })),
  };
}

/** Whose questions: one product's, or all of a shop's. */
export type QuestionsOwner = { productId: string } | { shopId: string };

export type AskResult =
  | Question
  | {
      refused: 'shop_not_found' | 'product_not_found' | 'disabled' | 'too_many';
      shopName?: string;
    };
export type AnswerResult =
  Question | { refused: 'not_found' } | { refused: 'not_member'; shopName: string };

export function questionsRepository(db: Kysely<Database>) {
  const one = async (questionId: string, executor: Kysely<Database> = db): Promise<Question> => {
    const { rows } =
      await sql<QuestionRow>`select ${QUESTION_COLUMNS} from questions q where q.id = ${questionId}`.execute(
        executor,
      );
    return questionOf(rows[0]!);
  };

  return {
    /** The product with this external id in this shop, or null. */
    async productIdInShop(shopId: string, externalId: string): Promise<string | null> {
      const product = await db
        .selectFrom('products')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('external_id', '=', externalId)
        .executeTakeFirst();
      return product?.id ?? null;
    },

    /** One page of questions with their answers, and how many there are in all. */
    async page(
      owner: QuestionsOwner,
      query: Pick<QuestionsQuery, 'sort_by' | 'sort_dir' | 'page' | 'per_page'>,
    ): Promise<{ questions: Question[]; total: number }> {
      const condition =
        'productId' in owner
          ? sql`q.product_id = ${owner.productId}`
          : sql`q.shop_id = ${owner.shopId}`;
      // Raw SQL: the count and the page in one round trip (a lateral join), answers as JSON per question.
      const { rows } = await sql<QuestionRow & { total: number }>`
        select counted.total, found.* from (select count(*)::int as total from questions q where ${condition}) counted
        left join lateral (
          select ${QUESTION_COLUMNS}, (select count(*) from answers a where a.question_id = q.id) as answers_count
          from questions q where ${condition}
          order by ${sql.raw(ORDER[query.sort_by][query.sort_dir])}
          offset ${(query.page - 1) * query.per_page} limit ${query.per_page}
        ) found on true`.execute(db);
      return {
        total: rows[0]?.total ?? 0,
        questions: rows.filter((row) => row.id !== null).map(questionOf),
      };
    },

    /**
     * Asks a question about a shop, or one of its products, in the asker's shown name. At most
     * QUESTIONS_PER_HOUR an hour per asker, counted under a per-asker lock so a burst sent at once
     * cannot pass it. The product's id when it was about one, so its widget figures can be dropped.
     */
    async ask(
      userId: string,
      input: { shopEncId: string; productEncId?: string; body: string },
    ): Promise<{ result: AskResult; productId: string | null }> {
      return db.transaction().execute(async (trx) => {
        // Namespace 3 (sign-in 1, sign-up 2): one asker's questions queue here.
        await sql`select pg_advisory_xact_lock(3, hashtext(${userId}))`.execute(trx);
        const shop = await trx
          .selectFrom('shops')
          .select(['id', 'name', 'enable_question_answer'])
          .where('encoded_id', '=', input.shopEncId)
          .executeTakeFirst();
        if (!shop) return { result: { refused: 'shop_not_found' }, productId: null };
        if (!shop.enable_question_answer)
          return { result: { refused: 'disabled', shopName: shop.name }, productId: null };
        let productId: string | null = null;
        if (input.productEncId) {
          const product = await trx
            .selectFrom('products')
            .select('id')
            .where('encoded_id', '=', input.productEncId)
            .where('shop_id', '=', shop.id)
            .executeTakeFirst();
          if (!product) return { result: { refused: 'product_not_found' }, productId: null };
          productId = product.id;
        }
        const { asked } = await trx
          .selectFrom('questions')
          .select(sql<number>`count(*)::int`.as('asked'))
          .where('user_id', '=', userId)
          .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
          .executeTakeFirstOrThrow();
        if (asked >= QUESTIONS_PER_HOUR)
          return { result: { refused: 'too_many' }, productId: null };
        const asker = await trx
          .selectFrom('users')
          .select(['name', 'short_display_name'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        const { id } = await trx
          .insertInto('questions')
          .values({
            shop_id: shop.id,
            product_id: productId,
            user_id: userId,
            author_name: reviewerDisplayName(asker.name, asker.short_display_name),
            body: input.body.trim(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { result: await one(id, trx), productId };
      });
    },

    /** A member of the question's shop answers it, in the shop's name. */
    async answer(userId: string, questionId: string, body: string): Promise<AnswerResult> {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('questions as q')
          .innerJoin('shops as s', 's.id', 'q.shop_id')
          .select(['q.id', 's.name', shopMemberExists('s.id', userId).as('member')])
          .where('q.id', '=', questionId)
          .executeTakeFirst();
        if (!found) return { refused: 'not_found' };
        if (!found.member) return { refused: 'not_member', shopName: found.name };
        await trx
          .insertInto('answers')
          .values({
            question_id: found.id,
            author_name: found.name,
            by_shop: true,
            body: body.trim(),
          })
          .execute();
        return one(found.id, trx);
      });
    },
  };
}
