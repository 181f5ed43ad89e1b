import { randomBytes } from 'node:crypto';
import { openDatabase, type AppDatabase } from './database';

/**
 * An empty database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL (CI runs the database suites both ways), dropped again
 * on close.
 */
export async function createScratchDatabase(): Promise<AppDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const { default: pg } = await import('pg');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `vouch_test_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    ...opened,
    async close() {
      await opened.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
