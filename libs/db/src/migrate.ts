import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDatabase } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Applies the plain-SQL files in `migrations/` that have not run yet, in name order, each in its
 * own transaction so a failing file leaves the database as it was. Under the migrations lock: two
 * processes starting together apply each file once (the second finds them applied).
 */
export function migrateToLatest(
  database: AppDatabase,
  log: (message: string) => void = () => {},
): Promise<string[]> {
  return database.exclusively('migrations', () => applyPending(database, log));
}

async function applyPending(
  database: AppDatabase,
  log: (message: string) => void,
): Promise<string[]> {
  await database.execScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  const { rows } = await sql<{ name: string }>`select name from schema_migrations`.execute(
    database.db,
  );
  const applied = new Set(rows.map((row) => row.name));
  const pending = files.filter((file) => !applied.has(file));
  for (const file of pending) {
    const script = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const escapedName = file.replace(/'/g, "''");
    await database.execScript(
      `BEGIN;\n${script}\nINSERT INTO schema_migrations (name) VALUES ('${escapedName}');\nCOMMIT;`,
    );
    log(`applied migration ${file}`);
  }
  return pending;
}
