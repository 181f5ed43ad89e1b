import { CompiledQuery } from 'kysely';
import { openDatabase } from '@vouch/db';
import { productSearchQueries, textNamesCategory } from '@vouch/api/search-queries';
import { searchParamsFromQuery, type ExchangeRates } from '@vouch/domain';

/**
 * EXPLAIN ANALYZE of the statements one search.json path runs (the page and the capped count),
 * compiled by the API's own query builder, so the plan is the plan of what is served.
 */
export async function searchQueryPlans(databaseUrl: string, searchPath: string, rates: ExchangeRates): Promise<{ name: string; sql: string; plan: string }[]> {
  const params = searchParamsFromQuery(new URL(searchPath, 'http://bench').search);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const text = params.q || null;
    const queries = productSearchQueries(params, text, rates, { textNamesCategory: await textNamesCategory(database.db, params, text) });
    const plans = [];
    for (const [name, query] of Object.entries(queries)) {
      const compiled = query.compile(database.db);
      const explained = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]),
      );
      const sql = compiled.sql.replace(/\$(\d+)/g, (_match, index: string) => JSON.stringify(compiled.parameters[Number(index) - 1]));
      plans.push({ name, sql: sql.replace(/\s+/g, ' ').trim(), plan: explained.rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    return plans;
  } finally {
    await database.close();
  }
}

/** The server's version and buffer cache, for the report. */
export async function describePostgres(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const { rows } = await database.db.executeQuery<{ version: string; shared_buffers: string; products: string }>(
      CompiledQuery.raw(
        `select split_part(version(), ' on ', 1) as version, current_setting('shared_buffers') as shared_buffers, (select count(*) from products)::text as products`,
      ),
    );
    const row = rows[0]!;
    return `${row.version}, shared_buffers ${row.shared_buffers}, ${Number(row.products).toLocaleString('en-US')} products`;
  } finally {
    await database.close();
  }
}
