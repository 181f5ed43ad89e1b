import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import {
  pagePlace,
  RELEVANCE_WINDOW,
  SEARCH_COUNTED_UP_TO,
  SEARCH_RESULTS_CAP,
  searchFilters,
  searchText,
  type Search,
  type SearchEngine,
} from '../search-engine';
import type { IndexQuery } from './search-planning';
import { rebuildsAt } from './index-maintenance';
import { readIndexSnapshot, writeIndexSnapshot } from './index-snapshot-file';
import { ProductSearchIndex } from './product-search-index';
import {
  type IndexChanges,
  type IndexFollowing,
  searchIndexRepository,
} from './search-index-repository';
import { parseTsQuery, type TsQuery } from './ts-query';
import { textDiagnoses } from '../text-diagnosis-repository';

/** Query texts whose PostgreSQL reading is remembered (a statement each otherwise). */
const TEXT_QUERIES_KEPT = 10_000;

/** The search engine of the in-process index (`ProductSearchIndex`), kept in step with the database. */
export interface InProcessSearchEngine extends SearchEngine {
  /** Products indexed. */
  readonly size: number;
}

/** Where the engine reads what changed since its index was built, PostgreSQL's reading of a text, its ranking and its spelling. */
export type IndexSource = Pick<
  ReturnType<typeof searchIndexRepository>,
  'changesSince' | 'textQuery' | 'rankWindow'
> &
  Pick<SearchEngine, 'diagnose'>;

/** What the engine uses of its index (a bench wraps `find` to time it). */
export type SearchIndexPort = Pick<
  ProductSearchIndex,
  'find' | 'sample' | 'upsertShop' | 'upsertProduct' | 'removeProduct' | 'size'
>;

/** Where the index's snapshot file is kept (issue #32 item 3), and who hears how it went. */
export interface IndexLoadOptions {
  /** The snapshot file, or null to build the index from the database every time. */
  snapshotFile: string | null;
  /** Told why a snapshot was not read or not written. */
  warn: (message: string) => void;
}

/**
 * Loads the search index and keeps it in step: it reads the products and shops written, and
 * products removed, since it last looked (migration 0017) before a search, or when a search's card
 * read finds any (`deferLook`), one look at a time so changes apply in the order they were read.
 * The index is read from its snapshot file when that holds this database's catalogue as it was
 * not long ago, and built from the database otherwise (one snapshot, in batches), the file then
 * written afresh.
 */
export async function loadSearchIndex(
  db: Kysely<Database>,
  { snapshotFile, warn }: IndexLoadOptions = { snapshotFile: null, warn: () => undefined },
): Promise<InProcessSearchEngine> {
  const rows = searchIndexRepository(db);
  const source: IndexSource = { ...rows, diagnose: textDiagnoses(db) };
  const database =
    snapshotFile === null
      ? null
      : await rows.databaseIdentity().catch((error: unknown) => {
          warn(`search index: no snapshot, the database's identity is unknown: ${String(error)}`);
          return null;
        });
  if (snapshotFile === null || database === null) {
    const loaded = await rows.loadIndex();
    return inProcessEngine(loaded.index, source, loaded);
  }
  // Whatever goes wrong with a snapshot, the index is built as without one.
  const restored = await restoredIndex(rows, snapshotFile, database).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      warn(`search index: its snapshot ${snapshotFile} was not used: ${(error as Error).message}`);
    return null;
  });
  if (restored) return inProcessEngine(restored.index, source, restored);
  const loaded = await rows.loadIndex();
  try {
    mkdirSync(path.dirname(snapshotFile), { recursive: true });
    writeIndexSnapshot(snapshotFile, loaded.index.snapshot(), {
      database,
      horizon: loaded.horizon,
    });
  } catch (error) {
    warn(`search index: its snapshot ${snapshotFile} was not written: ${String(error)}`);
  }
  return inProcessEngine(loaded.index, source, loaded);
}

/**
 * The index from `file` brought up to date, or null when the file is of another database or so
 * much changed since that a build is quicker; throws when it is missing or unreadable, or when the
 * catalogue's count disagrees with it afterwards (a table emptied without the change log hearing).
 */
async function restoredIndex(
  rows: ReturnType<typeof searchIndexRepository>,
  file: string,
  database: string,
): Promise<({ index: ProductSearchIndex } & IndexFollowing) | null> {
  const read = readIndexSnapshot(file);
  if (read.stamp.database !== database) return null;
  const index = ProductSearchIndex.restored(read.snapshot);
  if ((await rows.changeCountSince(read.stamp.horizon)) >= rebuildsAt(index.size)) return null;
  const changes = await rows.changesSince(read.stamp.horizon);
  applyIndexChanges(index, changes);
  if (index.liveCount() !== (await rows.productCount()))
    throw new Error("it disagrees with the catalogue's count; built afresh");
  return { index, horizon: changes.horizon, snapshot: changes.snapshot };
}

/** Applies what was written since the index last looked. */
function applyIndexChanges(index: SearchIndexPort, changes: IndexChanges): void {
  for (const shop of changes.shops) index.upsertShop(shop);
  for (const product of changes.products) index.upsertProduct(product);
  for (const id of changes.removed) index.removeProduct(id);
}

/**
 * The search engine over `index`, brought up to date from `rows` (changes since `start`) before a
 * search; with `deferLook`, the caller's card read says whether to, and it asks again.
 */
export function inProcessEngine(
  index: SearchIndexPort,
  rows: IndexSource,
  start: IndexFollowing,
): InProcessSearchEngine {
  let following = start;

  async function applyChanges(): Promise<void> {
    const changes = await rows.changesSince(following.horizon);
    applyIndexChanges(index, changes);
    following = { horizon: changes.horizon, snapshot: changes.snapshot };
  }

  // One look at a time; searches arriving meanwhile share the next one, which starts after they arrived.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const look = (): Promise<void> => {
    running = applyChanges().finally(() => {
      running = null;
    });
    return running;
  };
  const upToDate = (): Promise<void> => {
    if (queued) return queued;
    if (!running) return look();
    queued = running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return look();
      });
    return queued;
  };

  const textQueries = new Map<string, TsQuery | null>();
  /** PostgreSQL's reading of a search text, or null when the index cannot evaluate it (phrases). */
  async function textQuery(text: string): Promise<TsQuery | null> {
    if (textQueries.has(text)) return textQueries.get(text) ?? null;
    const parsed = parseTsQuery(await rows.textQuery(text));
    if (textQueries.size >= TEXT_QUERIES_KEPT) textQueries.delete(textQueries.keys().next().value!);
    textQueries.set(text, parsed);
    return parsed;
  }

  /** The search as the index reads it, answering its first `limit` matches. */
  async function indexQuery(search: Search, limit: number): Promise<IndexQuery> {
    const text = searchText(search.params);
    const parsed = text === null ? null : await textQuery(text);
    if (text !== null && parsed === null)
      throw new Error('the search index cannot evaluate this text (ask `evaluates` first)');
    return {
      ...searchFilters(search),
      text: parsed,
      order: search.params.sort_by ?? 'reviews_count',
      limit,
      countUpTo: SEARCH_COUNTED_UP_TO,
    };
  }

  return {
    async evaluates(text) {
      return text === null || (await textQuery(text)) !== null;
    },
    async page(request, { deferLook = false } = {}) {
      const { offset, relevance } = pagePlace(request);
      // Pages end with the counted matches (25 of them): a later page answers none, whatever its number.
      const end = Math.min(
        relevance ? RELEVANCE_WINDOW : offset + request.perPage,
        SEARCH_RESULTS_CAP,
      );
      const query = await indexQuery(request, end);
      if (!deferLook) await upToDate();
      // The index holds every write its last read of the changes saw: nothing written since, and
      // the answer is current. Taken before `find`, in the same turn.
      const followed = following;
      const found = index.find(query);
      return {
        total: found.total,
        // The window is found in popularity order; PostgreSQL ranks it by the text.
        ids: relevance
          ? await rows.rankWindow(found.ids, searchText(request.params)!, offset, request.perPage)
          : found.ids.slice(offset, offset + request.perPage),
        answeredBy: found.plan,
        staleIf: deferLook ? followed : null,
      };
    },
    async sample(search, limit) {
      const query = await indexQuery(search, 0);
      await upToDate();
      return index.sample(query, limit);
    },
    diagnose: rows.diagnose,
    get size() {
      return index.size;
    },
  };
}
