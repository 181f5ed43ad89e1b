import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { searchParamsFromQuery } from '@vouch/domain';
import { createTestDatabase } from '../../../testing/test-database';
import type { SearchRequest } from '../search-engine';
import { loadSearchIndex } from './in-process-engine';
import { readIndexSnapshot, SEARCH_INDEX_FILE, writeIndexSnapshot } from './index-snapshot-file';
import { searchIndexRepository } from './search-index-repository';

/**
 * Issue #32 item 3: the API's start reads the search index from its snapshot file instead of
 * building it from every product, and the index it reads answers what the database holds now.
 */
type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

let first: TestDatabase;
let second: TestDatabase;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase('small'), createTestDatabase('small')]);
});
afterAll(() => Promise.all([first.close(), second.close()]));

let dir: string;
let file: string;
let warnings: string[];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vouch-index-start-'));
  file = path.join(dir, SEARCH_INDEX_FILE);
  warnings = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const start = (database: TestDatabase) =>
  loadSearchIndex(database.db, { snapshotFile: file, warn: (message) => warnings.push(message) });
/** The file's identity: a snapshot written afresh is a new file renamed over the old one. */
const written = () => statSync(file).ino;

/** The most reviewed products first, as the home page's "all products" search asks. */
const mostReviewed: SearchRequest = {
  params: searchParamsFromQuery('sort_by=reviews_count'),
  rates: { USD: 1 },
  perPage: 5,
};

async function productCount(database: TestDatabase): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from products`.execute(
    database.db,
  );
  return rows[0]!.n;
}

/** One of `among` (all products if not given) that nothing but cascading rows refer to: it can be deleted. */
async function removableProduct(database: TestDatabase, among?: number[]): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select p.id::int as id from products p
    where (${among ?? null}::bigint[] is null or p.id = any(${among ?? null}::bigint[]))
      and not exists (select 1 from line_items l where l.product_id = p.id)
      and not exists (select 1 from disputes d where d.product_id = p.id)
    order by p.reviews_count desc limit 1`.execute(database.db);
  return rows[0]!.id;
}

describe('the search index read from its snapshot at start (issue #32 item 3)', () => {
  it('is written after a build; the next start reads it with the writes made since, and leaves it be', async () => {
    const built = await start(first);
    const snapshot = written();
    expect(built.size).toBe(await productCount(first));

    // Since the snapshot: the last of the search's 50 first becomes the most reviewed, and one of
    // the others is removed.
    const listed = (await built.page({ ...mostReviewed, perPage: 50 })).ids;
    const risen = listed.at(-1)!;
    const removed = await removableProduct(first, listed.slice(0, -1));
    await sql`update products set reviews_count = 1000000 where id = ${risen}`.execute(first.db);
    await sql`delete from products where id = ${removed}`.execute(first.db);

    const restarted = await start(first);
    expect(written()).toBe(snapshot);
    expect(warnings).toEqual([]);
    const top = await restarted.page(mostReviewed);
    expect(top.ids[0]).toBe(risen);
    expect(top.ids).not.toContain(removed);
  });

  it('builds afresh from a snapshot of another database, and writes its own', async () => {
    // Stamped as another database's: copies of one PGlite data directory share their identity.
    const { index, horizon } = await searchIndexRepository(first.db).loadIndex();
    writeIndexSnapshot(file, index.snapshot(), { database: 'another/1', horizon });
    const foreign = written();

    const built = await start(first);
    expect(written()).not.toBe(foreign);
    expect(readIndexSnapshot(file).stamp.database).not.toBe('another/1');
    expect(built.size).toBe(await productCount(first));
    expect(warnings).toEqual([]);
  });

  it('builds afresh, and says why, when the snapshot is not a whole one or disagrees with the catalogue', async () => {
    await start(second);
    // A removal the change log never heard of, as when a table is emptied by TRUNCATE.
    await sql`alter table products disable trigger products_removed`.execute(second.db);
    try {
      const removed = await removableProduct(second);
      await sql`delete from products where id = ${removed}`.execute(second.db);
    } finally {
      await sql`alter table products enable trigger products_removed`.execute(second.db);
    }
    const stale = written();
    const built = await start(second);
    expect(warnings).toEqual([
      expect.stringMatching(/was not used: it disagrees with the catalogue's count/),
    ]);
    expect(written()).not.toBe(stale);
    expect(built.size).toBe(await productCount(second));

    rmSync(file);
    copyFileSync(path.join(__dirname, 'index-snapshot-loading.test.ts'), file);
    warnings = [];
    await start(second);
    expect(warnings).toEqual([expect.stringMatching(/was not used: not a search index snapshot/)]);
  });
});
