import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import { apiServersRepository } from './api-servers-repository';

/** How often a running API process renews its record. */
export const SERVER_SEEN_EVERY_MS = 60_000;
/** Servers seen within this of the one seen last ran together (deployedServers): three renewals, so a busy process is not missed. */
export const SERVERS_TOGETHER_MS = 3 * SERVER_SEEN_EVERY_MS;
/**
 * Records in the database, from when the app is ready and every SERVER_SEEN_EVERY_MS while it
 * runs, the contract versions this process answers: the release command checks a remote against
 * them. The record stays after the process stops, so a release made while the site is stopped
 * (the embedded database) is checked against what the site ran last.
 */
export function recordAnsweredContracts(
  app: FastifyInstance,
  db: Kysely<Database>,
  answeredContractVersions: readonly number[],
): void {
  const servers = apiServersRepository(db);
  const id = randomUUID();
  // A failed write (the database restarting) is retried at the next renewal; the site serves meanwhile.
  const renew = () =>
    servers
      .record(id, answeredContractVersions)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not record the contracts this server answers'),
      );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await servers.forgetGone().catch(() => undefined);
    await renew();
    timer = setInterval(renew, SERVER_SEEN_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
