import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { RecordedServer } from '@vouch/domain';

/** A record not renewed for a day is of a process long gone: the next process to start removes it. */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

/** The API processes' records of the contract versions they answer (the api_servers table). */
export function apiServersRepository(db: Kysely<Database>) {
  return {
    async record(
      id: string,
      answeredContractVersions: readonly number[],
      now = new Date(),
    ): Promise<void> {
      await db
        .insertInto('api_servers')
        .values({
          id,
          answered_contract_versions: [...answeredContractVersions],
          started_at: now,
          seen_at: now,
        })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ seen_at: now }))
        .execute();
    },

    async forgetGone(now = new Date()): Promise<void> {
      await db
        .deleteFrom('api_servers')
        .where('seen_at', '<', new Date(now.getTime() - FORGOTTEN_AFTER_MS))
        .execute();
    },

    async all(): Promise<RecordedServer[]> {
      const rows = await db
        .selectFrom('api_servers')
        .select(['answered_contract_versions', 'seen_at'])
        .execute();
      return rows.map((row) => ({
        answeredContractVersions: row.answered_contract_versions,
        seenAt: new Date(row.seen_at),
      }));
    },
  };
}
