import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrateToLatest } from './migrate';
import { createScratchDatabase } from './scratch-database';
import { schemaSource } from './schema-source';

describe('schema.ts (the typed tables)', () => {
  it('is what the migrations give: every table and column, its nullability, default and allowed values (npm run db:schema rewrites it)', async () => {
    const database = await createScratchDatabase();
    try {
      await migrateToLatest(database);
      expect(await schemaSource(database.db)).toBe(
        await readFile(path.join(__dirname, 'schema.ts'), 'utf8'),
      );
    } finally {
      await database.close();
    }
  });
});
