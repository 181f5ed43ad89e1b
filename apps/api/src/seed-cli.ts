// `npm run seed -- --size large [--reset]`: migrates and seeds the database the server would use
// (DATABASE_URL, else PGlite in DATA_DIR or ./data). Refuses a database that already has shops
// unless --reset is given, which empties every table first.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { isSeedSizeName, seedDatabase } from '@vouch/seed';
import { configFromEnv } from './config';
import { openDatabase, migrateToLatest } from '@vouch/db';
import { configuredPasswordHashing } from './modules/auth';
import { fileMediaStorage } from './modules/media';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'default' },
      seed: { type: 'string', default: '20231' },
      reset: { type: 'boolean', default: false },
    },
  });
  if (!isSeedSizeName(values.size))
    throw new Error(`--size must be small, default or large, not "${values.size}"`);
  const config = configFromEnv();
  // Bulk statements of the large seed run for minutes: no statement timeout here.
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { ...config.database, statementTimeoutMs: 0 }
      : config.database,
  );
  try {
    await migrateToLatest(database, console.log);
    if (values.reset) {
      await database.execScript(`DO $$ DECLARE t text; BEGIN
        FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'app_settings') LOOP
          EXECUTE format('TRUNCATE TABLE %I RESTART IDENTITY CASCADE', t);
        END LOOP; END $$;`);
    }
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from shops`.execute(
      database.db,
    );
    if (rows[0]!.count > 0)
      throw new Error('the database already holds data: pass --reset to replace it');
    const started = Date.now();
    const storage = fileMediaStorage(config.mediaDir);
    await seedDatabase(database.db, {
      size: values.size,
      seed: Number(values.seed),
      hashPassword: configuredPasswordHashing(config).hash,
      storeFile: (key, bytes) => storage.put(key, bytes),
      log: console.log,
    });
    await database.execScript('ANALYZE');
    console.log(`seeded "${values.size}" in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
