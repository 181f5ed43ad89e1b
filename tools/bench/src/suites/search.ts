import { broadSearchSection } from '../broad-search-report';
import { throughputSection } from '../endpoint-figures';
import { measureLatency, measureThroughput } from '../http-load';
import { describePostgres } from '../postgres-server';
import { markdownTable, met, recordSuite } from '../report';
import { searchMix, storeSearchMix } from '../search-mix';
import { dataLabel, suiteKey, type Suite } from './suite';

/** Issue #4's bars, in milliseconds and requests per second. */
const SEARCH_BARS = { largeP95: 25, largeRps: 250, storeP95: 20, pgliteP95: 100 };

export const searchSuite: Suite = {
  name: 'search',
  description:
    'a fixed mix of product and store searches, then the broad mix of every search parameter',
  inAll: true,
  needs: 'site',
  async run(context) {
    const { site, databaseUrl: postgres, seconds, command, measuredAt, machine } = context;
    const tree = (await (await fetch(`${site.origin}/reviews/all_categories`)).json()) as {
      categories: { id: number; level: number }[];
    };
    const rates = (
      (await (await fetch(`${site.origin}/reviews/me.json?exchange_rates=true`)).json()) as {
        exchange_rates: Record<string, number>;
      }
    ).exchange_rates;
    const productPaths = searchMix(
      tree.categories.filter((category) => category.level > 1).map((category) => category.id),
    );
    const products = { name: `search.json (${productPaths.length} searches)`, paths: productPaths };
    const stores = {
      name: `store_search.json (${storeSearchMix().length} searches)`,
      paths: storeSearchMix(),
    };
    const latency = [
      await measureLatency(site.origin, products, seconds),
      await measureLatency(site.origin, stores, seconds),
    ];
    const throughput = [
      await measureThroughput(site.origin, products, 16, seconds),
      await measureThroughput(site.origin, stores, 16, seconds),
    ];
    const [search, store] = latency as [(typeof latency)[0], (typeof latency)[0]];
    const bars = postgres
      ? [
          `- search.json p95 under ${SEARCH_BARS.largeP95} ms from one connection: ${search.p95} ms, ${met(search.p95 < SEARCH_BARS.largeP95)}`,
          `- search.json at least ${SEARCH_BARS.largeRps} requests/s at 16 connections without errors: ${throughput[0]!.requestsPerSecond}/s, ${throughput[0]!.errors} errors, ${met(throughput[0]!.requestsPerSecond >= SEARCH_BARS.largeRps && throughput[0]!.errors === 0)}`,
          `- store_search.json p95 under ${SEARCH_BARS.storeP95} ms: ${store.p95} ms, ${met(store.p95 < SEARCH_BARS.storeP95)}`,
        ]
      : [
          `- search.json p95 under ${SEARCH_BARS.pgliteP95} ms from one connection: ${search.p95} ms, ${met(search.p95 < SEARCH_BARS.pgliteP95)}`,
        ];
    const server = postgres
      ? `Server: ${await describePostgres(postgres)}; started with \`PG_SHARED_BUFFERS=4GB PGPORT=54330 PGDATA_DIR=/tmp/bench-pg tools/ci/start-postgres.sh\`, seeded with \`DATABASE_URL=postgres://postgres@127.0.0.1:54330/vouch_large npm run seed -- --size large\` (about 12 minutes).`
      : 'PGlite in the API process, seeded with the default data.';
    const sections = [
      server,
      '',
      'A fixed mix of realistic searches (tools/bench/src/search-mix.ts): single category words, very common brand, material and colour words, two- and three-word product names, typos, category browsing and sidebar filters, every sort order in turn. No response cache on the server: every request runs its statements.',
      '',
      bars.join('\n'),
      '',
      `One connection, requests one after another (${seconds} s each, after 20 warm-up requests); milliseconds.`,
      '',
      markdownTable(
        ['endpoint', 'requests', 'p50', 'p95', 'p99', 'errors', 'slowest search (median)'],
        latency.map((row) => [
          row.endpoint,
          row.requests,
          row.p50,
          row.p95,
          row.p99,
          row.errors,
          `\`${row.slowest.path}\` (${row.slowest.p50} ms)`,
        ]),
      ),
      '',
      ...throughputSection(throughput, seconds),
    ];
    sections.push('', ...(await broadSearchSection(site.origin, tree.categories, rates, seconds)));
    recordSuite({
      suite: suiteKey(context, 'search'),
      title: `Search: ${dataLabel(context)}`,
      command,
      measuredAt,
      machine,
      body: sections.join('\n'),
    });
    console.table(latency);
    console.table(throughput);
  },
};
