import { createScratchDatabase, migrateToLatest, type AppDatabase } from '@vouch/db';
import { seedDatabase, type SeedSizeName, type StoreFile } from '@vouch/seed';
import { hashPassword } from '../modules/auth/password-hashing';

/** Tests that only read rows have nowhere to keep the seed's evidence files, and no need to. */
const discardFile: StoreFile = async () => undefined;

/**
 * A fresh, migrated database for one test file (see createScratchDatabase), with seed data unless
 * `seed` is null; the seed's files go to `storeFile` (an app's media storage, to serve them).
 */
export async function createTestDatabase(seed: SeedSizeName | null = 'small', storeFile: StoreFile = discardFile): Promise<AppDatabase> {
  const database = await createScratchDatabase();
  await migrateToLatest(database);
  if (seed) await seedDatabase(database.db, { size: seed, hashPassword, storeFile });
  return database;
}
