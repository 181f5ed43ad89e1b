import { CompiledQuery } from 'kysely';
import { openDatabase } from '@vouch/db';

/** The server's version and buffer cache, for the report. */
export async function describePostgres(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const { rows } = await database.db.executeQuery<{
      version: string;
      shared_buffers: string;
      products: string;
    }>(
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
