import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPglite, openDatabase, type AppDatabase } from './database';

/**
 * A prepared database that scratch databases start as a copy of: a PGlite data directory dumped
 * to a file, or a template database on the PostgreSQL server. Plain data, so a test runner's
 * global setup can hand it to its workers through the environment.
 */
export type ScratchTemplate =
  { engine: 'pglite'; dumpFile: string } | { engine: 'postgres'; database: string };

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const freshName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * An empty database for one test file (or a copy of `template`): PGlite in memory by default, or
 * a new database on the PostgreSQL server at TEST_DATABASE_URL (CI runs the database suites both
 * ways), dropped again on close.
 */
export async function createScratchDatabase(template?: ScratchTemplate): Promise<AppDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir =
      template?.engine === 'pglite' ? new Blob([await readFile(template.dumpFile)]) : undefined;
    return openDatabase({ kind: 'pglite', dataDir: 'memory://', loadDataDir });
  }
  const name = freshName('vouch_test');
  await onServer(
    serverUrl,
    `CREATE DATABASE ${name}${template?.engine === 'postgres' ? ` TEMPLATE ${template.database}` : ''}`,
  );
  const opened = await openDatabase({
    kind: 'postgres',
    url: withDatabase(serverUrl, name),
    poolSize: 4,
  });
  return {
    ...opened,
    async close() {
      await opened.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Prepares a template once (migrating and seeding take seconds a database; copying it, a fraction
 * of that): `prepare` fills a new database, which is then closed and kept for copies.
 */
export async function createScratchTemplate(
  prepare: (database: AppDatabase) => Promise<void>,
): Promise<ScratchTemplate> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = freshName('vouch_template');
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const template: ScratchTemplate = { engine: 'postgres', database: name };
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(serverUrl, name),
      poolSize: 4,
      statementTimeoutMs: 0,
    });
    try {
      await prepare(database);
    } catch (error) {
      await database.close();
      await dropScratchTemplate(template);
      throw error;
    }
    // PostgreSQL copies a template only while nobody is connected to it.
    await database.close();
    return template;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'vouch-template-'));
  const dataDir = path.join(folder, 'data');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await prepare(database);
  } catch (error) {
    await database.close();
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  await database.close();
  const pglite = await createPglite(dataDir);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dumpFile = path.join(folder, 'data.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await rm(dataDir, { recursive: true, force: true });
  return { engine: 'pglite', dumpFile };
}

export async function dropScratchTemplate(template: ScratchTemplate): Promise<void> {
  if (template.engine === 'pglite')
    return rm(path.dirname(template.dumpFile), { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl)
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${template.database} WITH (FORCE)`);
}
