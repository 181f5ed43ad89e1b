// `npm run db:schema`: migrates an in-memory database and writes schema.ts from its catalog.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { schemaSource } from './schema-source';

async function main(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await migrateToLatest(database);
    const target = path.join(__dirname, 'schema.ts');
    await writeFile(target, await schemaSource(database.db));
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  } finally {
    await database.close();
  }
}

void main();
