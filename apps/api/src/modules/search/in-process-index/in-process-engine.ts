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
import type { ProductSearchIndex } from './product-search-index';
import { searchIndexRepository } from './search-index-repository';
import { parseTsQuery, type TsQuery } from './ts-query';

/** Query texts whose PostgreSQL reading is remembered (a statement each otherwise). */
const TEXT_QUERIES_KEPT = 10_000;

/** The search engine of the in-process index (`ProductSearchIndex`), kept in step with the database. */
export interface InProcessSearchEngine extends SearchEngine {
  /** Products indexed. */
  readonly size: number;
}

/** Where the engine reads what changed since its index was built, and PostgreSQL's reading of a text. */
export type IndexSource = Pick<
  ReturnType<typeof searchIndexRepository>,
  'changesSince' | 'textQuery'
>;

/** What the engine uses of its index (a bench wraps `find` to time it). */
export type SearchIndexPort = Pick<
  ProductSearchIndex,
  'find' | 'sample' | 'upsertShop' | 'upsertProduct' | 'removeProduct' | 'size'
>;

/**
 * Loads the search index from the database (one snapshot, in batches) and keeps it in step: before
 * each search it reads the products and shops written, and products removed, since it last looked (migration 0017), one
 * look at a time so changes apply in the order they were read.
 */
export async function loadSearchIndex(db: Kysely<Database>): Promise<InProcessSearchEngine> {
  const rows = searchIndexRepository(db);
  const loaded = await rows.loadIndex();
  return inProcessEngine(loaded.index, rows, loaded.horizon);
}

/** The search engine over `index`, brought up to date from `rows` (changes since `horizon`) before each search. */
export function inProcessEngine(
  index: SearchIndexPort,
  rows: IndexSource,
  startHorizon: string,
): InProcessSearchEngine {
  let horizon = startHorizon;

  async function applyChanges(): Promise<void> {
    const changes = await rows.changesSince(horizon);
    for (const shop of changes.shops) index.upsertShop(shop);
    for (const product of changes.products) index.upsertProduct(product);
    for (const id of changes.removed) index.removeProduct(id);
    horizon = changes.horizon;
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
    async page(request) {
      const { offset, relevance } = pagePlace(request);
      // Pages end with the counted matches (25 of them): a later page answers none, whatever its number.
      const end = Math.min(
        relevance ? RELEVANCE_WINDOW : offset + request.perPage,
        SEARCH_RESULTS_CAP,
      );
      const query = await indexQuery(request, end);
      await upToDate();
      const found = index.find(query);
      return {
        total: found.total,
        ids: relevance ? found.ids : found.ids.slice(offset, offset + request.perPage),
        relevanceWindow: relevance,
        answeredBy: found.plan,
      };
    },
    async sample(search, limit) {
      const query = await indexQuery(search, 0);
      await upToDate();
      return index.sample(query, limit);
    },
    get size() {
      return index.size;
    },
  };
}
