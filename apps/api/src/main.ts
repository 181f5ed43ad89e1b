import { sql } from 'kysely';
import { seedDatabase } from '@vouch/seed';
import { buildApp } from './app';
import { configFromEnv, type AppConfig } from './config';
import { openDatabase, type AppDatabase } from '@vouch/db';
import { migrateToLatest } from '@vouch/db';
import { configuredPasswordHashing, type PasswordHashing } from './modules/auth/password-hashing';
import { fileMediaStorage, type MediaStorage } from './modules/media/media-storage';

async function seedIfEmpty(
  database: AppDatabase,
  size: 'small' | 'default' | 'large',
  storage: MediaStorage,
  passwords: PasswordHashing,
  log: (message: string) => void,
) {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from shops`.execute(database.db);
  if (rows[0]!.count > 0) return;
  log(`empty database: seeding "${size}" demo data`);
  await seedDatabase(database.db, { size, hashPassword: passwords.hash, storeFile: (key, bytes) => storage.put(key, bytes), log });
  await database.execScript('ANALYZE');
}

/** Migrates, and seeds demo data into an empty database when asked to. */
async function prepareDatabase(database: AppDatabase, config: AppConfig, log: (message: string) => void): Promise<void> {
  await migrateToLatest(database, log);
  if (config.seedIfEmpty) await seedIfEmpty(database, config.seedIfEmpty, fileMediaStorage(config.mediaDir), configuredPasswordHashing(config), log);
}

async function main(): Promise<void> {
  const config = configFromEnv();
  const log = (message: string) => console.log(`[vouch] ${message}`);
  if (config.database.kind === 'postgres') {
    // Migrations and the first seed may take minutes: on a connection of their own, without the requests' statement timeout.
    // Two connections: the migrations' advisory lock holds one while they run on the other.
    const maintenance = await openDatabase({ ...config.database, poolSize: 2, statementTimeoutMs: 0 });
    await prepareDatabase(maintenance, config, log);
    await maintenance.close();
  }
  const database = await openDatabase(config.database);
  log(`database: ${database.engine === 'pglite' ? `PGlite in ${(config.database as { dataDir: string }).dataDir}` : 'PostgreSQL'}`);
  if (database.engine === 'pglite') await prepareDatabase(database, config, log);
  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  log(`serving http://localhost:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
