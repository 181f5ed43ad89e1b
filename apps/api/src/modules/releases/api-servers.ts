import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { RecordedServer } from '@vouch/domain';

/** How often a running API process renews its record. */
export const SERVER_SEEN_EVERY_MS = 60_000;
/** Servers seen within this of the one seen last ran together (deployedServers): three renewals, so a busy process is not missed. */
export const SERVERS_TOGETHER_MS = 3 * SERVER_SEEN_EVERY_MS;
/** A record not renewed for a day is of a process long gone: the next process to start removes it. */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

/** The API processes' records of the contract versions they answer (the api_servers table). */
export function apiServersRepository(db: Kysely<Database>) {
  return {
    async record(id: string, answeredContractVersions: readonly number[], now = new Date()): Promise<void> {
      await db
        .insertInto('api_servers')
        .values({ id, answered_contract_versions: [...answeredContractVersions], started_at: now, seen_at: now })
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
      const rows = await db.selectFrom('api_servers').select(['answered_contract_versions', 'seen_at']).execute();
      return rows.map((row) => ({ answeredContractVersions: row.answered_contract_versions, seenAt: new Date(row.seen_at) }));
    },
  };
}

/**
 * Records in the database, from when the app is ready and every SERVER_SEEN_EVERY_MS while it
 * runs, the contract versions this process answers: the release command checks a remote against
 * them. The record stays after the process stops, so a release made while the site is stopped
 * (the embedded database) is checked against what the site ran last.
 */
export function recordAnsweredContracts(app: FastifyInstance, db: Kysely<Database>, answeredContractVersions: readonly number[]): void {
  const servers = apiServersRepository(db);
  const id = randomUUID();
  // A failed write (the database restarting) is retried at the next renewal; the site serves meanwhile.
  const renew = () =>
    servers.record(id, answeredContractVersions).catch((error: unknown) => app.log.warn({ err: error }, 'could not record the contracts this server answers'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await servers.forgetGone().catch(() => undefined);
    await renew();
    timer = setInterval(renew, SERVER_SEEN_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
