import { randomBytes } from 'node:crypto';
import { seedDatabase, type SeedSizeName } from '@vouch/seed';
import { openDatabase, type AppDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { hashPassword } from '../modules/auth/password-hashing';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server at TEST_DATABASE_URL (CI runs the API suite both ways).
 */
export async function createTestDatabase(seed: SeedSizeName | null = 'small'): Promise<AppDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: AppDatabase;
  if (serverUrl) {
    const { default: pg } = await import('pg');
    const name = `vouch_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    database = {
      ...opened,
      async close() {
        await opened.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  }
  await migrateToLatest(database);
  if (seed) await seedDatabase(database.db, { size: seed, hashPassword });
  return database;
}
