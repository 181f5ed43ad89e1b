import { createScratchTemplate } from '@vouch/db';
import { migrateAndSeed, SEEDED_TEMPLATE_ENV } from './test-database';

/** Jest global setup: seeds one database for the whole run; each test file starts from a copy. */
export default async function seedTemplateOnce(): Promise<void> {
  const template = await createScratchTemplate((database) => migrateAndSeed(database, 'small'));
  process.env[SEEDED_TEMPLATE_ENV] = JSON.stringify(template);
}
