import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest } from './migrate';
import { createScratchDatabase } from './scratch-database';

describe('migrations', () => {
  it('apply each file once when two start together (PostgreSQL: two sessions contend for the advisory lock)', async () => {
    const database = await createScratchDatabase();
    try {
      const files = (await readdir(path.join(__dirname, 'migrations')))
        .filter((file) => file.endsWith('.sql'))
        .sort();
      const [first, second] = await Promise.all([
        migrateToLatest(database),
        migrateToLatest(database),
      ]);
      expect([first, second].sort((a, b) => b.length - a.length)).toEqual([files, []]);
      const { rows } = await sql<{
        name: string;
      }>`select name from schema_migrations order by name`.execute(database.db);
      expect(rows.map((row) => row.name)).toEqual(files);
      expect(await migrateToLatest(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
