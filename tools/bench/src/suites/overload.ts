import { DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { cpuSpeedIndex } from '../machine';
import { measureOverload } from '../overload';
import { markdownTable, met, recordSuite } from '../report';
import { suiteKey, type Suite } from './suite';

/** Issues #19 (item 6) and #28 (item 5): the load past capacity the server must shed with prompt 503s, not time out under. */
const OVERLOAD_CONNECTIONS = 200;
/**
 * Issue #28's bar for the 503s' p99, stated for a machine at CPU speed index 70: a latency
 * measured at index S counts as S/70 times itself (the rule of issue #32).
 */
const SHED_P99_BAR = { ms: 50, speedIndex: 70 };

export const overloadSuite: Suite = {
  name: 'overload',
  description: `asks from ${OVERLOAD_CONNECTIONS} connections at once for --seconds: prompt 503s, no timeouts`,
  inAll: false,
  needs: 'site',
  async run(context) {
    const { site, databaseUrl, data, seconds, command, measuredAt, machine } = context;
    const targets = [
      { name: 'search page', path: '/reviews/search?q=backpack' },
      {
        name: 'demo product page',
        path: `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`,
      },
    ];
    if (!site.healthOrigin)
      throw new Error('the overload suite needs the site started with a health port');
    const runs = [];
    for (const target of targets) {
      const speedIndex = cpuSpeedIndex();
      const figures = await measureOverload(
        site.origin,
        site.healthOrigin,
        target,
        OVERLOAD_CONNECTIONS,
        seconds,
      );
      runs.push({ ...figures, speedIndex });
    }
    const bars = runs.flatMap((figures) => {
      const shedP99AtBar = (figures.shedP99 * figures.speedIndex) / SHED_P99_BAR.speedIndex;
      return [
        `- ${figures.target}: client timeouts and errors ${figures.timeouts} (bar 0) ${met(figures.timeouts === 0)}; answers other than 200 and 503 ${figures.otherAnswers} (bar 0) ${met(figures.otherAnswers === 0)}; empty shells (the page for the browser to render) among the ${figures.ok} 200s ${figures.emptyShells} (bar 0) ${met(figures.emptyShells === 0)}`,
        `- ${figures.target}: p99 of the 503s ${figures.shedP99.toFixed(1)} ms at CPU speed index ${figures.speedIndex}, ${shedP99AtBar.toFixed(1)} ms at index ${SHED_P99_BAR.speedIndex} (bar ${SHED_P99_BAR.ms}) ${met(figures.shed === 0 || shedP99AtBar < SHED_P99_BAR.ms)}; /readyz on the health port slowest ${figures.readyzMax.toFixed(1)} ms (bar 100) ${met(figures.readyzMax < 100)}`,
      ];
    });
    const body = [
      `${OVERLOAD_CONNECTIONS} connections at once for ${seconds} s on each page (HTML, asked as a guest: rendered on the server once and sent to every guest, strained or not; an empty shell is a 200 whose root the browser would have to fill), ${databaseUrl ? `${data} data, PostgreSQL` : 'default data, PGlite'}; autocannon with a 10 s client timeout, sending the next request the moment an answer arrives, Retry-After or not. /readyz asked every 100 ms throughout, on a new connection each time, from two more clients: one on the health port (HEALTH_PORT, answered by a thread of its own: what an orchestrator probes), one on the site's port (for comparison: there a new connection waits behind the burst's, as libuv accepts one connection per event-loop iteration). The server sheds past MAX_IN_FLIGHT (128) requests, a mean event-loop delay of MAX_EVENT_LOOP_DELAY_MS (40) or an event-loop utilisation of MAX_EVENT_LOOP_UTILIZATION (0.98) over 100 ms samples (the last two on PostgreSQL only), and stops rendering pages on the server at half of those. Under pressure, and for a second after it, one turn of the event loop takes MAX_IN_FLIGHT / 8 (16) of the requests it reads, half that after a turn that read more; the rest are refused before Fastify (apps/api/src/plugins/admission-door.ts). Clients that ask again at once make most answers 503s: the 200 count is what the server served besides, not its capacity for clients that honour Retry-After.`,
      '',
      ...bars,
      '',
      markdownTable(
        [
          'page',
          'CPU speed index',
          'requests',
          '200',
          'of them empty shells',
          '503 (shed)',
          'other',
          'timeouts and errors',
          '200 p99 ms',
          '503 p99 ms',
          'health /readyz p99 ms',
          'health /readyz slowest ms',
          "site's /readyz p99 ms",
          "site's /readyz slowest ms",
        ],
        runs.map((figures) => [
          figures.target,
          figures.speedIndex,
          figures.requests,
          figures.ok,
          figures.emptyShells,
          figures.shed,
          figures.otherAnswers,
          figures.timeouts,
          figures.okP99.toFixed(1),
          figures.shedP99.toFixed(1),
          figures.readyzP99.toFixed(1),
          figures.readyzMax.toFixed(1),
          figures.siteReadyzP99.toFixed(1),
          figures.siteReadyzMax.toFixed(1),
        ]),
      ),
    ].join('\n');
    recordSuite({
      suite: suiteKey(context, 'overload'),
      title: `Overload: ${OVERLOAD_CONNECTIONS} connections, ${databaseUrl ? `PostgreSQL server, ${data} data` : 'PGlite, default data'}`,
      command,
      measuredAt,
      machine,
      body,
    });
    console.table(runs);
  },
};
