import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { appOnOwnPool, expectRodeOut, shopJson } from '../testing/database-fault-tools';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Restarts the suite's PostgreSQL server for real, which ends every connection to it: the file runs
 * alone on the server (`npm run test:postgres-restart`, after the parallel PostgreSQL pass), never
 * beside other test files, whose queries the restart would cut (a flaky failure in CI once).
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// .ci/run says where its server keeps its data (PGDATA_DIR): that server can be restarted for real.
const restartablePostgres = process.env.TEST_DATABASE_URL && process.env.PGDATA_DIR ? it : it.skip;

/** Restarts the suite's PostgreSQL server (pg_ctl, fast shutdown: connections end) and waits until it takes connections again. */
async function restartPostgres(): Promise<void> {
  const bin = `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql').sort().at(-1)}/bin`;
  const dataDir = process.env.PGDATA_DIR!;
  // The server's output goes to its log: pg_ctl's own pipe closes when pg_ctl exits.
  const command = `${bin}/pg_ctl -D ${dataDir} -l ${dataDir}/server.log -w -m fast restart`;
  const [file, args] =
    process.getuid?.() === 0 ? ['su', ['postgres', '-c', command]] : ['bash', ['-c', command]];
  await promisify(execFile)(file, args as string[]);
}

restartablePostgres(
  'keeps answering 200 or 503 while PostgreSQL really restarts under load, and serves again on its own',
  async () => {
    const app = await appOnOwnPool(testApp, {});
    try {
      const statuses: number[] = [];
      let loading = true;
      const load = (async () => {
        while (loading)
          statuses.push(
            ...(await Promise.all(Array.from({ length: 8 }, () => app.app.inject(shopJson)))).map(
              (answer) => answer.statusCode,
            ),
          );
      })();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await restartPostgres();
      // And on a little past it, onto the connections the restart left dead in the pool.
      await new Promise((resolve) => setTimeout(resolve, 200));
      loading = false;
      await load;
      await expectRodeOut(statuses, app.app);
    } finally {
      await app.close();
    }
  },
  60_000,
);
