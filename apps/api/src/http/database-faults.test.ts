import { execFile, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { errorResponseSchema } from '@vouch/contracts';
import { openDatabase, type AppDatabase } from '@vouch/db';
import { DEMO_SHOP } from '@vouch/seed';
import { buildApp } from '../app';
import { configFromEnv } from '../config';
import { createTestApp, type TestApp } from '../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const shopJson = `/reviews/stores/${DEMO_SHOP.slug}?format=json`;
const workspaceRoot = path.resolve(__dirname, '../../../..');
const onPostgres = () => testApp.database.engine === 'postgres';
// The API suite runs on a PostgreSQL server in CI (.ci/run); PGlite is one connection in this process, with nothing to lock or restart.
const postgresOnly = process.env.TEST_DATABASE_URL ? it : it.skip;
// .ci/run says where its server keeps its data (PGDATA_DIR): that server can be restarted for real.
const restartablePostgres = process.env.TEST_DATABASE_URL && process.env.PGDATA_DIR ? it : it.skip;

/** Restarts the suite's PostgreSQL server (pg_ctl, fast shutdown: connections end) and waits until it takes connections again. */
async function restartPostgres(): Promise<void> {
  const bin = `/usr/lib/postgresql/${readdirSync('/usr/lib/postgresql').sort().at(-1)}/bin`;
  const dataDir = process.env.PGDATA_DIR!;
  // The server's output goes to its log: pg_ctl's own pipe closes when pg_ctl exits.
  const command = `${bin}/pg_ctl -D ${dataDir} -l ${dataDir}/server.log -w -m fast restart`;
  const [file, args] = process.getuid?.() === 0 ? ['su', ['postgres', '-c', command]] : ['bash', ['-c', command]];
  await promisify(execFile)(file, args as string[]);
}

function expectBusy(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('2');
  expect(errorResponseSchema.parse(response.json()).error).toEqual({ code: 'unavailable', message: 'Vouch is busy right now. Please try again in a moment.' });
}

/** The address of this test file's database on the PostgreSQL server. */
async function testDatabaseUrl(): Promise<URL> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(testApp.database.db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url;
}

/** A connection of the test's own to this test file's database, e.g. to hold a lock. */
async function ownConnection() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: (await testDatabaseUrl()).toString() });
  await client.connect();
  return client;
}

/** The app on this test's data through a pool of its own, e.g. with a shorter statement timeout. */
async function appOnOwnPool(options: { statementTimeoutMs?: number; maxInFlight?: number }) {
  const url = await testDatabaseUrl();
  const database: AppDatabase = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4, statementTimeoutMs: options.statementTimeoutMs });
  const config = { ...configFromEnv({ SERVE_SITE: 'false' }), serveSite: false, ...(options.maxInFlight ? { maxInFlight: options.maxInFlight } : {}) };
  const app = await buildApp({ config, database, logger: false });
  return { app, close: async () => (await app.close(), await database.close()) };
}

/** Every answer under a fault was 200 or 503 (never a 500), and the app serves again on its own right after. */
async function expectRodeOut(statuses: number[], app: FastifyInstance): Promise<void> {
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  const after = [];
  for (let attempt = 0; attempt < 5; attempt += 1) after.push((await app.inject(shopJson)).statusCode);
  expect(after).toEqual([200, 200, 200, 200, 200]);
}

describe('faults: the API answers, or says 503 with Retry-After, and recovers (issue #19, item 6)', () => {
  it('sheds load past its in-flight limit with 503 and Retry-After instead of queueing, and serves again after', async () => {
    const config = { ...configFromEnv({ SERVE_SITE: 'false' }), serveSite: false, maxInFlight: 2 };
    const app = await buildApp({ config, database: testApp.database, logger: false });
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => app.inject(shopJson)));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
      const shed = answers.filter((answer) => answer.statusCode === 503);
      expect(shed.length).toBeGreaterThan(0);
      expectBusy(shed[0]!);
      // Built files and pictures are not held back.
      expect((await Promise.all(Array.from({ length: 6 }, () => app.inject('/media/generated/logo-1.svg')))).every((answer) => answer.statusCode === 200)).toBe(
        true,
      );
      expect((await app.inject(shopJson)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('takes an eighth as many requests at once while the event loop lags (issue #28, item 5), refusing the rest; /readyz and pictures always; all again once it keeps up', async () => {
    const config = { ...configFromEnv({ SERVE_SITE: 'false' }), serveSite: false, maxEventLoopDelayMs: 20, maxInFlight: 64 };
    const app = await buildApp({ config, database: testApp.database, logger: false });
    const blockFor = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until);
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const burst = async () => (await Promise.all(Array.from({ length: 24 }, () => app.inject(shopJson)))).map((answer) => answer.statusCode);
    try {
      expect(await burst()).toEqual(Array(24).fill(200));
      // CPU work hogging the loop in slices, as renders under load do, across more than one sample.
      for (let slice = 0; slice < 6; slice += 1) {
        blockFor(60);
        await pause(1);
      }
      expect(app.isUnderPressure()).toBe(true);
      const pressed = await burst();
      // 64 / 8 = 8 at once: the rest answered 503 at once, never queued.
      expect(pressed.filter((status) => status === 200)).toHaveLength(8);
      expect(pressed.filter((status) => status === 503)).toHaveLength(16);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      expect((await app.inject('/media/generated/logo-1.svg')).statusCode).toBe(200);
      await pause(400);
      expect(app.isUnderPressure()).toBe(false);
      expect(await burst()).toEqual(Array(24).fill(200));
    } finally {
      await app.close();
    }
  });

  postgresOnly('answers 503 when a statement outlasts the statement timeout (a table locked elsewhere), and 200 once it is free', async () => {
    expect(onPostgres()).toBe(true);
    const slow = await appOnOwnPool({ statementTimeoutMs: 300 });
    const locker = await ownConnection();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE shops IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      expectBusy(await slow.app.inject(shopJson));
      // The answer came from the timeout, not from waiting for the lock.
      expect(Date.now() - started).toBeLessThan(3000);
      await locker.query('COMMIT');
      expect((await slow.app.inject(shopJson)).statusCode).toBe(200);
    } finally {
      await locker.end();
      await slow.close();
    }
  });

  postgresOnly('answers /readyz while every pooled connection waits on a lock: the probe has a connection of its own', async () => {
    const busy = await appOnOwnPool({ statementTimeoutMs: 5000 });
    const locker = await ownConnection();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE shops IN ACCESS EXCLUSIVE MODE');
      // Eight requests for a pool of four: every connection is held waiting for the lock, and more wait for a connection.
      const stuck = Array.from({ length: 8 }, () => busy.app.inject(shopJson));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ready = await busy.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
      await locker.query('COMMIT');
      expect((await Promise.all(stuck)).map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    } finally {
      await locker.end();
      await busy.close();
    }
  });

  postgresOnly(
    'on SIGTERM stops taking connections, finishes the requests in flight, then exits 0',
    async () => {
      const url = await testDatabaseUrl();
      const port = 9400 + Math.floor(Math.random() * 500);
      // Node itself with tsx's loader, not the tsx command: a SIGKILL after a failure then ends the server, not only a wrapper around it.
      const server = spawn(process.execPath, ['--import', 'tsx', path.join(workspaceRoot, 'apps/api/src/main.ts')], {
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          PORT: String(port),
          HOST: '127.0.0.1',
          SERVE_SITE: 'false',
          SEED_IF_EMPTY: 'none',
          LOG_LEVEL: 'warn',
          // What this test drains is requests in flight; on a busy test machine the event loop's lag alone could refuse them.
          MAX_EVENT_LOOP_DELAY_MS: '0',
          MAX_EVENT_LOOP_UTILIZATION: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
      const locker = await ownConnection();
      try {
        await new Promise<void>((resolve, reject) => {
          server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('serving') && resolve());
          server.once('exit', () => reject(new Error('the server exited before serving')));
        });
        const origin = `http://127.0.0.1:${port}`;
        expect((await fetch(`${origin}${shopJson}`)).status).toBe(200);
        // A request held in flight by a lock another connection keeps on the shops table.
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE shops IN ACCESS EXCLUSIVE MODE');
        const inFlight = fetch(`${origin}${shopJson}`, { headers: { connection: 'close' } });
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 300));
        await expect(fetch(`${origin}/reviews/all_categories`, { headers: { connection: 'close' } })).rejects.toThrow();
        await locker.query('COMMIT');
        const answer = await inFlight;
        expect(answer.status).toBe(200);
        expect((await answer.json()) as { shop_data: { name: string } }).toMatchObject({ shop_data: { name: DEMO_SHOP.name } });
        expect(await exited).toBe(0);
      } finally {
        await locker.end();
        server.kill('SIGKILL');
      }
    },
    60_000,
  );

  postgresOnly('survives its connections being cut under load (as in a server restart): 200 or 503, never 500, and serves again on its own', async () => {
    const app = await appOnOwnPool({});
    try {
      const load = Promise.all(
        Array.from({ length: 40 }, (_, index) => new Promise((resolve) => setTimeout(resolve, index * 5)).then(() => app.app.inject(shopJson))),
      );
      await new Promise((resolve) => setTimeout(resolve, 40));
      // Every other connection to this database ends, as a restart ends them.
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
        testApp.database.db,
      );
      await expectRodeOut(
        (await load).map((answer) => answer.statusCode),
        app.app,
      );
    } finally {
      await app.close();
    }
  });

  restartablePostgres(
    'keeps answering 200 or 503 while PostgreSQL really restarts under load, and serves again on its own',
    async () => {
      const app = await appOnOwnPool({});
      try {
        const statuses: number[] = [];
        let loading = true;
        const load = (async () => {
          while (loading) statuses.push(...(await Promise.all(Array.from({ length: 8 }, () => app.app.inject(shopJson)))).map((answer) => answer.statusCode));
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
});
