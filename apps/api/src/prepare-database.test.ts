import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createScratchDatabase, openDatabase } from '@vouch/db';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { prepareDatabase } from './prepare-database';
import { urlOf } from './testing/api-processes';

// Processes share only a PostgreSQL server's database (one process owns a PGlite one).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('prepareDatabase', () => {
  it('seeds an empty database once when two processes start on it together', async () => {
    const database = await createScratchDatabase();
    // Two pools, as two processes have, opened as main.ts opens the one it prepares the database on.
    const url = await urlOf(database);
    const open = () => openDatabase({ kind: 'postgres', url, poolSize: 2, statementTimeoutMs: 0 });
    const [one, other] = await Promise.all([open(), open()]);
    const mediaDir = await mkdtemp(path.join(tmpdir(), 'vouch-prepare-'));
    try {
      const config = { seedIfEmpty: 'small' as const, mediaDir, fastTestPasswordHashing: true };
      const outcomes = await Promise.allSettled([
        prepareDatabase(one, config, () => {}),
        prepareDatabase(other, config, () => {}),
      ]);
      expect(outcomes).toEqual([
        { status: 'fulfilled', value: undefined },
        { status: 'fulfilled', value: undefined },
      ]);
      const { rows } = await sql<{ shops: number; slugs: number; demo: number }>`
        select (select count(*)::int from shops) as shops, (select count(distinct slug)::int from shops) as slugs,
               (select count(*)::int from users where email = ${DEMO_ACCOUNTS.reviewer.email}) as demo`.execute(
        database.db,
      );
      expect(rows[0]!.shops).toBeGreaterThan(0);
      expect(rows[0]).toEqual({ shops: rows[0]!.slugs, slugs: rows[0]!.slugs, demo: 1 });
    } finally {
      await Promise.all([one.close(), other.close()]);
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});
