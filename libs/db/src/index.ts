export {
  ADVISORY_LOCKS,
  openDatabase,
  type AdvisoryLock,
  type AppDatabase,
  type DatabaseLocation,
} from './database';
export { migrateToLatest } from './migrate';
export {
  createScratchDatabase,
  createScratchTemplate,
  dropScratchTemplate,
  type ScratchTemplate,
} from './scratch-database';
export type * from './schema';
