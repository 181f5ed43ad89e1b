import type { FastifyInstance } from 'fastify';
import { openDatabase, type AppDatabase } from '@vouch/db';
import { DEMO_SHOP } from '@vouch/seed';
import { buildApp } from '../app';
import { configFromEnv } from '../config';
import { urlOf } from './api-processes';
import type { TestApp } from './test-app';

/** A page every fault test loads: it reads the shop, its figures and its reviews. */
export const shopJson = `/reviews/stores/${DEMO_SHOP.slug}?format=json`;

/** The address of a test file's database on the PostgreSQL server. */
export async function testDatabaseUrl(testApp: TestApp): Promise<URL> {
  return new URL(await urlOf(testApp.database));
}

/** A connection of the test's own to its file's database, e.g. to hold a lock. */
export async function ownConnection(testApp: TestApp) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: (await testDatabaseUrl(testApp)).toString() });
  await client.connect();
  return client;
}

/** The app on the test's data through a pool of its own, e.g. with a shorter statement timeout. */
export async function appOnOwnPool(
  testApp: TestApp,
  options: { statementTimeoutMs?: number; maxInFlight?: number },
) {
  const url = await testDatabaseUrl(testApp);
  const database: AppDatabase = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 4,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  const config = {
    ...configFromEnv({ SERVE_SITE: 'false' }),
    serveSite: false,
    ...(options.maxInFlight ? { maxInFlight: options.maxInFlight } : {}),
  };
  const app = await buildApp({ config, database, logger: false });
  return { app, close: async () => (await app.close(), await database.close()) };
}

/** Every answer under a fault was 200 or 503 (never a 500), and the app serves again on its own right after. */
export async function expectRodeOut(statuses: number[], app: FastifyInstance): Promise<void> {
  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  const after = [];
  for (let attempt = 0; attempt < 5; attempt += 1)
    after.push((await app.inject(shopJson)).statusCode);
  expect(after).toEqual([200, 200, 200, 200, 200]);
}
