import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';

/** Tables whose rows the API names by their public `encoded_id`. */
export type EncodedTable = 'shops' | 'products' | 'users';

/** The internal id of the row with this encoded id, or null. */
export async function idByEncodedId(
  db: Kysely<Database>,
  table: EncodedTable,
  encodedId: string,
): Promise<string | null> {
  const { rows } = await sql<{
    id: string;
  }>`select id from ${sql.table(table)} where encoded_id = ${encodedId}`.execute(db);
  return rows[0]?.id ?? null;
}
