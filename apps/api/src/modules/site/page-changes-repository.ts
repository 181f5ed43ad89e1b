import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';

/** The writes that may change a page, numbered in the database (migration 0028) for every process to see. */
export function pageChangesRepository(db: Kysely<Database>) {
  return {
    /** Counts one write; answers its number. */
    async count(): Promise<number> {
      const { rows } = await sql<{
        number: number;
      }>`select nextval('page_changes')::float8 as number`.execute(db);
      return rows[0]!.number;
    },
    /** The number of the latest write counted by any process, 0 before the first. */
    async latest(): Promise<number> {
      const { rows } = await sql<{
        number: number;
      }>`select case when is_called then last_value else 0 end::float8 as number from page_changes`.execute(
        db,
      );
      return rows[0]!.number;
    },
  };
}

export type PageChangesRepository = ReturnType<typeof pageChangesRepository>;
