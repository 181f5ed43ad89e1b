import { type QueryExecutorProvider, sql } from 'kysely';

/** Rows were inserted with explicit ids: move each sequence past them. */
export async function resetSequences(db: QueryExecutorProvider): Promise<void> {
  for (const table of [
    'users',
    'shops',
    'shop_addresses',
    'products',
    'orders',
    'line_items',
    'reviews',
    'review_media',
    'questions',
    'answers',
    'feed_events',
    'disputes',
    'dispute_messages',
    'dispute_status_changes',
  ]) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
      db,
    );
  }
}
