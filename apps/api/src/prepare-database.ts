import { sql } from 'kysely';
import { migrateToLatest, type AppDatabase } from '@vouch/db';
import { seedDatabase } from '@vouch/seed';
import type { AppConfig } from './config';
import { configuredPasswordHashing, type PasswordHashing } from './modules/auth';
import { fileMediaStorage, type MediaStorage } from './modules/media';

async function seedIfEmpty(
  database: AppDatabase,
  size: 'small' | 'default' | 'large',
  storage: MediaStorage,
  passwords: PasswordHashing,
  log: (message: string) => void,
) {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from shops`.execute(
    database.db,
  );
  if (rows[0]!.count > 0) return;
  log(`empty database: seeding "${size}" demo data`);
  await seedDatabase(database.db, {
    size,
    hashPassword: passwords.hash,
    storeFile: (key, bytes) => storage.put(key, bytes),
    log,
  });
  await database.execScript('ANALYZE');
}

/**
 * Migrates, and seeds demo data into an empty database when asked to. Under the seeding lock:
 * processes starting together on an empty database seed it once (the others find it seeded).
 */
export async function prepareDatabase(
  database: AppDatabase,
  config: Pick<AppConfig, 'seedIfEmpty' | 'mediaDir' | 'fastTestPasswordHashing'>,
  log: (message: string) => void,
): Promise<void> {
  await migrateToLatest(database, log);
  const size = config.seedIfEmpty;
  if (size) {
    await database.exclusively('seeding', () =>
      seedIfEmpty(
        database,
        size,
        fileMediaStorage(config.mediaDir),
        configuredPasswordHashing(config),
        log,
      ),
    );
  }
}
