import { indexTimes, measureIndexScale, type IndexScaleFigures } from '../index-scale';
import { markdownTable, met, recordSuite } from '../report';
import type { Suite } from './suite';

/** Issue #32's bars at ten million generated products, for a machine at CPU speed index 70. */
const BARS = { p95Ms: 15, buildSeconds: 90, bytesPerProduct: 450 };
const REFERENCE_SPEED = 70;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${value.toFixed(1)} s`;
const millions = (products: number) => `${products / 1_000_000}M`;

export const indexScaleSuite: Suite = {
  name: 'index-scale',
  description:
    'the search index alone, built from generated rows (the seed generator, no database) at --products sizes (default 1M and 10M): build time, memory per product, broad-mix index time',
  inAll: false,
  needs: 'nothing',
  async run({ command, measuredAt, machine, products }) {
    const sizes = products ?? [1_000_000, 10_000_000];
    const at70 = (value: number, speed: number) => (value * speed) / REFERENCE_SPEED;
    const measured: IndexScaleFigures[] = [];
    for (const size of sizes) {
      console.log(`index-scale: ${size} products`);
      const figures = await measureIndexScale(size, console.log);
      measured.push(figures);
      const times = indexTimes(figures);
      console.log(
        `index-scale: ${size}: build ${seconds(figures.buildSeconds)} (rows drawn in ${seconds(figures.generatingSeconds)}), ${figures.bytesPerProduct.toFixed(0)} B/product, index p50 ${ms(times.p50)} p95 ${ms(times.p95)} p99 ${ms(times.p99)} max ${ms(times.max)}`,
      );
    }
    const summaries = measured.map((figures) => ({ figures, times: indexTimes(figures) }));
    const first = summaries[0]!;
    const last = summaries[summaries.length - 1]!;
    const growth = (value: (summary: (typeof summaries)[number]) => number) =>
      summaries.length > 1 ? `× ${(value(last) / value(first)).toFixed(2)}` : '';
    const atBarSize = last.figures.products >= 10_000_000;
    /** A row's figures at each size, their growth, and its bar judged on the largest size's figure. */
    const row = (
      label: string,
      value: (summary: (typeof summaries)[number]) => number,
      shown: (value: number) => string,
      bar?: { text: string; holds: (largest: number) => boolean },
    ) => [
      label,
      ...summaries.map((summary) => shown(value(summary))),
      growth(value),
      !bar ? '' : atBarSize ? `${bar.text} ${met(bar.holds(value(last)))}` : bar.text,
    ];
    const rows = [
      row('CPU speed index before the build', (s) => s.figures.speed.build, String),
      row('CPU speed index before the searches', (s) => s.figures.speed.searches, String),
      row(
        'build (index side), at index 70',
        (s) => at70(s.figures.buildSeconds, s.figures.speed.build),
        seconds,
        { text: `under ${BARS.buildSeconds} s`, holds: (value) => value < BARS.buildSeconds },
      ),
      row('rows drawn (generator, not the index)', (s) => s.figures.generatingSeconds, seconds),
      row(
        'memory per product (heap + buffers)',
        (s) => s.figures.bytesPerProduct,
        (value) => `${value.toFixed(0)} B`,
        {
          text: `at most ${BARS.bytesPerProduct} B`,
          holds: (value) => value <= BARS.bytesPerProduct,
        },
      ),
      row(
        'process resident after the build',
        (s) => s.figures.residentBytes / 2 ** 20,
        (value) => `${value.toFixed(0)} MiB`,
      ),
      row('index time p50, at index 70', (s) => at70(s.times.p50, s.figures.speed.searches), ms),
      row('index time p95, at index 70', (s) => at70(s.times.p95, s.figures.speed.searches), ms, {
        text: `under ${BARS.p95Ms} ms`,
        holds: (value) => value < BARS.p95Ms,
      }),
      row('index time p99, at index 70', (s) => at70(s.times.p99, s.figures.speed.searches), ms),
      row(
        'index time slowest, at index 70',
        (s) => at70(s.times.max, s.figures.speed.searches),
        ms,
      ),
    ];
    const slowest = summaries.flatMap(({ figures, times }) => [
      '',
      `Slowest searches at ${millions(figures.products)} products (measured, not scaled):`,
      '',
      markdownTable(
        ['index time', 'search', 'plan'],
        times.slowest.map((search) => [ms(search.ms), `\`${search.path}\``, search.plan]),
      ),
    ]);
    const body = [
      `The in-process search index alone (issue #32): built from rows the seed's generator draws in memory (\`generatedCatalogue\` in tools/seed: the seed's own draws of shops and products, one shop per 40 products, review aggregates from the seed's review distributions; no database), each product's lexemes read word by word from PostgreSQL's \`to_tsvector('english')\` in an in-process PGlite. Build: the index's own time (rows handed over, lists built, orders sorted), without drawing the rows. Memory: V8 heap in use plus buffers outside it, after a full garbage collection, over the same before the build, per product. Index time: \`ProductSearchIndex.find\` (plan and execution) for each search of the broad mix (tools/bench/src/broad-search-mix.ts, 1,000 searches, the 30 first shops for shop searches) asked through the server's engine (\`inProcessEngine\`), one warm-up pass then ${summaries[0]!.figures.searches.length} timed searches; ${first.figures.notEvaluated} searches of the 1,000 have text the index does not evaluate (phrases, for the phrase engine) and the route's typo retry is not made. Times scaled to CPU speed index 70 by the index measured just before each phase (the machine is shared: the machine line's index is from the start of the run).`,
      '',
      markdownTable(
        [
          'figure',
          ...summaries.map((s) => `${millions(s.figures.products)} products`),
          'growth',
          'bar (10M)',
        ],
        rows,
      ),
      ...slowest,
    ].join('\n');
    recordSuite({
      suite: 'index-scale',
      title: 'Search index at 1M and 10M generated products',
      command,
      measuredAt,
      machine,
      body,
    });
  },
};
