import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  generatedIndexRows,
  generatedIndexShops,
  inProcessEngine,
  ProductSearchIndex,
  SEARCH_PER_PAGE,
  searchIndexRepository,
} from '@vouch/api/search';
import { openDatabase } from '@vouch/db';
import { searchParamsFromQuery } from '@vouch/domain';
import { generatedCatalogue, SEED_CURRENCIES } from '@vouch/seed';
import { broadSearchMix } from './broad-search-mix';
import { percentiles } from './http-load';
import { cpuSpeedIndex } from './machine';

/** Passes over the broad mix (1,000 searches each) timed after one pass of warm-up. */
const TIMED_PASSES = 2;
/** Slowest searches listed per size, with their plans. */
const SLOWEST_LISTED = 10;

/** A full garbage collection: `--expose-gc` turned on from inside when node was started without it. */
function collectGarbage(): void {
  if (!globalThis.gc) v8.setFlagsFromString('--expose-gc');
  const gc = globalThis.gc ?? (runInNewContext('gc') as () => void);
  gc();
  gc();
}

/** Bytes the process holds that an index can account for: V8's heap in use and its buffers outside it. */
function heldBytes(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

export interface TimedSearch {
  path: string;
  ms: number;
  plan: string;
}

export interface IndexScaleFigures {
  products: number;
  /** Drawing the rows and reading their words' lexemes: what a deployment reads from PostgreSQL instead. */
  generatingSeconds: number;
  /** The index's own work: columns and lists filled, lists built, orders sorted. */
  buildSeconds: number;
  /** V8 heap in use plus buffers outside it, after a full collection, over what it was before the build. */
  bytesPerProduct: number;
  /** Resident set of the process after the build (after a full collection). */
  residentBytes: number;
  searches: TimedSearch[];
  /** The CPU speed index measured just before the build, and just before the timed searches (the machine is shared). */
  speed: { build: number; searches: number };
  /** Searches of the mix the index does not evaluate (phrases): the phrase engine answers them. */
  notEvaluated: number;
}

/** The text analysis a deployment's PostgreSQL does, from PGlite in this process (no catalogue in it). */
async function textAnalysis() {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  return { rows: searchIndexRepository(database.db), close: () => database.close() };
}

/**
 * Issue #32: the in-process index built from `products` generated rows (the seed's generator, no
 * database), its memory, and the index-side time (`ProductSearchIndex.find`, plan and execution)
 * of the broad mix's searches, asked through the engine the server uses.
 */
export async function measureIndexScale(
  products: number,
  log: (line: string) => void,
): Promise<IndexScaleFigures> {
  const analysis = await textAnalysis();
  try {
    const before = heldBytes();
    const buildSpeed = cpuSpeedIndex();
    const catalogue = generatedCatalogue(products);
    const started = performance.now();
    let generatingMs = 0;
    const index = await ProductSearchIndex.build(async (addShop, addProducts) => {
      generatedIndexShops(catalogue).forEach(addShop);
      const batches = generatedIndexRows(catalogue, (words) => analysis.rows.lexemesOfWords(words));
      for (;;) {
        const drawing = performance.now();
        const batch = await batches.next();
        generatingMs += performance.now() - drawing;
        if (batch.done) break;
        addProducts(batch.value);
        if (batch.value[0]!.id % 1_000_000 === 1)
          log(`  index-scale: ${batch.value[0]!.id - 1} rows in`);
      }
    });
    const buildMs = performance.now() - started - generatingMs;
    const facts = {
      categoryIds: {
        1: catalogue.categories.filter((category) => category.level === 1).map((c) => c.id),
        2: catalogue.categories.filter((category) => category.level === 2).map((c) => c.id),
        3: catalogue.categories.filter((category) => category.level === 3).map((c) => c.id),
      },
      currencies: SEED_CURRENCIES.filter((currency) => currency.ratePerUsd > 0).map((c) => c.code),
      // The biggest shops (the seed gives the first ones the most products), as store search lists them.
      shops: catalogue.shops.slice(0, 30).map(({ domain, platform }) => ({ domain, platform })),
    };
    const held = heldBytes() - before;
    const residentBytes = process.memoryUsage().rss;
    const rates = Object.fromEntries(
      SEED_CURRENCIES.filter((currency) => currency.ratePerUsd > 0).map((currency) => [
        currency.code,
        currency.ratePerUsd,
      ]),
    );
    const timing = { ms: 0, plan: '' };
    const timedIndex = {
      find: (query: Parameters<ProductSearchIndex['find']>[0]) => {
        const found = performance.now();
        const answer = index.find(query);
        timing.ms = performance.now() - found;
        timing.plan = answer.plan;
        return answer;
      },
      sample: index.sample.bind(index),
      upsertShop: index.upsertShop.bind(index),
      upsertProduct: index.upsertProduct.bind(index),
      removeProduct: index.removeProduct.bind(index),
      get size() {
        return index.size;
      },
    };
    const engine = inProcessEngine(
      timedIndex,
      {
        changesSince: async (horizon) => ({
          horizon,
          snapshot: '1:1:',
          products: [],
          shops: [],
          removed: [],
        }),
        textQuery: (text) => analysis.rows.textQuery(text),
        // The index's own work is measured: the relevance window is taken in the order it found.
        rankWindow: async (ids, _text, offset, limit) => ids.slice(offset, offset + limit),
        diagnose: async (text) => ({ searchable: true, corrected: text }),
      },
      { horizon: '0', snapshot: null },
    );
    const mix = broadSearchMix(facts, rates).map((search) => search.path);
    const searches: TimedSearch[] = [];
    let notEvaluated = 0;
    const searchSpeed = cpuSpeedIndex();
    for (let pass = 0; pass <= TIMED_PASSES; pass++) {
      for (const path of mix) {
        const params = searchParamsFromQuery(new URL(path, 'http://bench').searchParams);
        if (!(await engine.evaluates(params.q || null))) {
          if (pass === 1) notEvaluated++;
          continue;
        }
        await engine.page({ params, rates, perPage: SEARCH_PER_PAGE });
        if (pass > 0) searches.push({ path, ...timing });
      }
    }
    return {
      products: index.size,
      generatingSeconds: generatingMs / 1000,
      buildSeconds: buildMs / 1000,
      bytesPerProduct: held / products,
      residentBytes,
      searches,
      speed: { build: buildSpeed, searches: searchSpeed },
      notEvaluated,
    };
  } finally {
    await analysis.close();
  }
}

/** The index times' percentiles, and the slowest searches with their plans. */
export function indexTimes(figures: IndexScaleFigures) {
  return {
    ...percentiles(figures.searches.map((search) => search.ms)),
    slowest: [...figures.searches].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_LISTED),
  };
}
