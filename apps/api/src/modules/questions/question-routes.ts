import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { questionsQuerySchema, type Question, type QuestionsResponse } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { notFound } from '../../http/http-error';
import { pagingOf } from '../../http/paging-of';
import { parseWith } from '../../http/parse-with';
import { sendCacheable } from '../../http/send-cacheable';
import { widgetShop } from '../shops/widget-shop';

const ORDER = {
  created_at: { asc: 'q.created_at asc, q.id asc', desc: 'q.created_at desc, q.id desc' },
  answers_count: { asc: 'answers_count asc, q.created_at desc, q.id desc', desc: 'answers_count desc, q.created_at desc, q.id desc' },
} as const;

/**
 * Spec §7 `GET /api/questions/questions_for_widget`: a shop's (or one product's) questions with
 * their answers, a page at a time. A shop that has not enabled questions (spec §1) has none to show.
 */
export async function questionsModule(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;
  app.get('/api/questions/questions_for_widget', async (request, reply) => {
    const query = parseWith(questionsQuerySchema, request.query);
    const shop = await widgetShop(db, query);
    if (!shop) throw notFound('We could not find that store. Check shop_domain, platform and api_token.');
    let productId: string | null = null;
    if (query.product_id) {
      const product = await db.selectFrom('products').select('id').where('shop_id', '=', shop.id).where('external_id', '=', query.product_id).executeTakeFirst();
      if (!product) throw notFound('We could not find that product in this store.');
      productId = product.id;
    }
    const owner = productId ? sql`q.product_id = ${productId}` : sql`q.shop_id = ${shop.id}`;
    const { rows } = shop.enable_question_answer
      ? await sql<Question & { total: number }>`
          select counted.total, found.* from (select count(*)::int as total from questions q where ${owner}) counted
          left join lateral (
            select q.id::text as id, q.author_name, q.body, to_json(q.created_at)#>>'{}' as created_at,
                   coalesce((select json_agg(json_build_object('author_name', a.author_name, 'by_shop', a.by_shop, 'body', a.body,
                                                               'created_at', to_json(a.created_at)#>>'{}') order by a.created_at)
                             from answers a where a.question_id = q.id), '[]') as answers,
                   (select count(*) from answers a where a.question_id = q.id) as answers_count
            from questions q where ${owner}
            order by ${sql.raw(ORDER[query.sort_by][query.sort_dir])}
            offset ${(query.page - 1) * query.per_page} limit ${query.per_page}
          ) found on true`.execute(db)
      : { rows: [] };
    const total = rows[0]?.total ?? 0;
    const body: QuestionsResponse = {
      questions: rows
        .filter((row) => row.id !== null)
        .map((row) => ({ id: row.id, author_name: row.author_name, body: row.body, created_at: new Date(row.created_at).toISOString(), answers: row.answers.map((answer) => ({ ...answer, created_at: new Date(answer.created_at).toISOString() })) })),
      ...pagingOf(query.page, query.per_page, total),
    };
    return sendCacheable(request, reply, body, 60);
  });
}
