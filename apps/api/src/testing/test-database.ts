import { createScratchDatabase, migrateToLatest, type AppDatabase } from '@vouch/db';
import { seedDatabase, type SeedSizeName } from '@vouch/seed';
import { hashPassword } from '../modules/auth/password-hashing';

/** A fresh, migrated database for one test file (see createScratchDatabase), with seed data unless `seed` is null. */
export async function createTestDatabase(seed: SeedSizeName | null = 'small'): Promise<AppDatabase> {
  const database = await createScratchDatabase();
  await migrateToLatest(database);
  if (seed) await seedDatabase(database.db, { size: seed, hashPassword });
  return database;
}
