import {
  createScratchDatabase,
  migrateToLatest,
  type AppDatabase,
  type ScratchTemplate,
} from '@vouch/db';
import { seedDatabase, storeSeedFiles, type SeedSizeName, type StoreFile } from '@vouch/seed';
import { FAST_TEST_PASSWORD_COST, passwordHashing } from '../modules/auth';

/** The demo accounts' hashes at the cost the test apps use (createTestApp): signing in is then quick. */
const testPasswords = passwordHashing(FAST_TEST_PASSWORD_COST);

/** Tests that only read rows have nowhere to keep the seed's evidence files, and no need to. */
const discardFile: StoreFile = async () => undefined;

/** Where the API suite's global setup leaves the database seeded 'small' that test files copy. */
export const SEEDED_TEMPLATE_ENV = 'VOUCH_TEST_SEEDED_TEMPLATE';

/** Migrates `database` and fills it with seed data of `size` (none when null). */
export async function migrateAndSeed(
  database: AppDatabase,
  size: SeedSizeName | null,
  storeFile: StoreFile = discardFile,
): Promise<void> {
  await migrateToLatest(database);
  if (size) await seedDatabase(database.db, { size, hashPassword: testPasswords.hash, storeFile });
}

function seededTemplate(): ScratchTemplate | undefined {
  const saved = process.env[SEEDED_TEMPLATE_ENV];
  return saved ? (JSON.parse(saved) as ScratchTemplate) : undefined;
}

export interface TestDatabaseOptions {
  /** Seed this database itself rather than copy the suite's seeded one (a test of the seed). */
  freshlySeeded?: boolean;
}

/**
 * A fresh, migrated database for one test file (see createScratchDatabase), with seed data unless
 * `seed` is null; the seed's files go to `storeFile` (an app's media storage, to serve them). The
 * 'small' seed is copied from the one the suite's global setup made when there is one: seeding
 * takes about 8 s a file, a copy about 2.
 */
export async function createTestDatabase(
  seed: SeedSizeName | null = 'small',
  storeFile: StoreFile = discardFile,
  options: TestDatabaseOptions = {},
): Promise<AppDatabase> {
  const template = seed === 'small' && !options.freshlySeeded ? seededTemplate() : undefined;
  if (template) {
    const database = await createScratchDatabase(template);
    try {
      await storeSeedFiles(storeFile);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const database = await createScratchDatabase();
  await migrateAndSeed(database, seed, storeFile);
  return database;
}
