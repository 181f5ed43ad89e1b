import { sql, type QueryExecutorProvider } from 'kysely';
import { Prng } from './prng';
import { SEED_SIZES, type SeedSizeName } from './seed-sizes';
import { seedCurrencies } from './steps/currencies';
import { seedCategories } from './steps/categories';
import { seedUsers } from './steps/users';
import { seedShops } from './steps/shops';
import { seedProducts } from './steps/products';
import { seedOrders } from './steps/orders';
import { seedReviews } from './steps/reviews';
import { seedQuestions } from './steps/questions';
import { seedFollows } from './steps/follows';
import { seedDisputes } from './steps/disputes';
import { seedDisputeFiles, type StoreFile } from './steps/dispute-files';
import { seedSecondReviewer } from './steps/second-reviewer';
import { seedDemoReviewerOrder } from './steps/demo-reviewer-order';
import { seedShopOwner } from './steps/shop-owner';
import { seedSecondArbitrator } from './steps/second-arbitrator';
import { seedReviewerProfiles } from './steps/reviewer-profiles';
import { computeAggregates } from './steps/aggregates';
import { resetSequences } from './steps/sequences';

export interface SeedOptions {
  size: SeedSizeName;
  seed?: number;
  /** scrypt (or any) hash for the demo accounts' passwords; injected so the seed holds no auth code. */
  hashPassword(password: string): Promise<string>;
  /** Stores the disputes' evidence files with the app's uploads (its media storage's put). */
  storeFile: StoreFile;
  log?(message: string): void;
}

/** The seed of the PRNG every table's data is drawn from, unless another is given. */
export const DEFAULT_SEED = 20231;

/** Fills an empty, migrated database with deterministic demo data of the given size. */
export async function seedDatabase(db: QueryExecutorProvider, options: SeedOptions): Promise<void> {
  const size = SEED_SIZES[options.size];
  const root = new Prng(options.seed ?? DEFAULT_SEED);
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const step = (label: string) =>
    log(`seed ${options.size}: ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  await seedCurrencies(db);
  const level1 = await seedCategories(db, root.fork('categories'));
  step('categories');
  await seedUsers(db, root.fork('users'), size, options.hashPassword);
  step('users');
  const shops = await seedShops(db, root.fork('shops'), root.fork('shipping'), size, level1);
  step('shops');
  const products = await seedProducts(db, root.fork('products'), size, shops);
  step('products');
  await seedOrders(db, root.fork('orders'), size, products);
  step('orders');
  await seedReviews(db, root.fork('reviews'), size, products);
  step('reviews');
  await seedQuestions(db, root.fork('questions'), shops, products);
  await seedFollows(db, root.fork('follows'), size);
  await seedShopOwner(db, options.hashPassword);
  await seedDisputes(db, root.fork('disputes'), size);
  await seedDisputeFiles(db, options.storeFile);
  await seedSecondArbitrator(db, options.hashPassword);
  await seedSecondReviewer(db, options.hashPassword);
  await seedDemoReviewerOrder(db);
  await seedReviewerProfiles(db);
  step('questions, follows, disputes');
  await computeAggregates(db);
  await resetSequences(db);
  // Fresh planner statistics (search plans depend on them) and a visibility map, so counts can
  // skip heap pages that are all visible.
  await sql`vacuum analyze`.execute(db);
  step('aggregates');
}
