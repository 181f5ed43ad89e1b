import { sql, type Kysely } from 'kysely';
import type { Question, QuestionsQuery } from '@vouch/contracts';
import type { Database } from '@vouch/db';

const ORDER = {
  created_at: { asc: 'q.created_at asc, q.id asc', desc: 'q.created_at desc, q.id desc' },
  answers_count: { asc: 'answers_count asc, q.created_at desc, q.id desc', desc: 'answers_count desc, q.created_at desc, q.id desc' },
} as const;

/** Whose questions: one product's, or all of a shop's. */
export type QuestionsOwner = { productId: string } | { shopId: string };

export function questionsRepository(db: Kysely<Database>) {
  return {
    /** The product with this external id in this shop, or null. */
    async productIdInShop(shopId: string, externalId: string): Promise<string | null> {
      const product = await db.selectFrom('products').select('id').where('shop_id', '=', shopId).where('external_id', '=', externalId).executeTakeFirst();
      return product?.id ?? null;
    },

    /** One page of questions with their answers, and how many there are in all. */
    async page(
      owner: QuestionsOwner,
      query: Pick<QuestionsQuery, 'sort_by' | 'sort_dir' | 'page' | 'per_page'>,
    ): Promise<{ questions: Question[]; total: number }> {
      const condition = 'productId' in owner ? sql`q.product_id = ${owner.productId}` : sql`q.shop_id = ${owner.shopId}`;
      // Raw SQL: the count and the page in one round trip (a lateral join), answers as JSON per question.
      const { rows } = await sql<Question & { total: number }>`
        select counted.total, found.* from (select count(*)::int as total from questions q where ${condition}) counted
        left join lateral (
          select q.id::text as id, q.author_name, q.body, to_json(q.created_at)#>>'{}' as created_at,
                 coalesce((select json_agg(json_build_object('author_name', a.author_name, 'by_shop', a.by_shop, 'body', a.body,
                                                             'created_at', to_json(a.created_at)#>>'{}') order by a.created_at)
                           from answers a where a.question_id = q.id), '[]') as answers,
                 (select count(*) from answers a where a.question_id = q.id) as answers_count
          from questions q where ${condition}
          order by ${sql.raw(ORDER[query.sort_by][query.sort_dir])}
          offset ${(query.page - 1) * query.per_page} limit ${query.per_page}
        ) found on true`.execute(db);
      return {
        total: rows[0]?.total ?? 0,
        questions: rows
          .filter((row) => row.id !== null)
          .map((row) => ({
            id: row.id,
            author_name: row.author_name,
            body: row.body,
            created_at: new Date(row.created_at).toISOString(),
            answers: row.answers.map((answer) => ({ ...answer, created_at: new Date(answer.created_at).toISOString() })),
          })),
      };
    },
  };
}
