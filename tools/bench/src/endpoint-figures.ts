import {
  measureLatency,
  measureThroughput,
  type LatencyFigures,
  type NamedEndpoint,
  type ThroughputFigures,
} from './http-load';
import { markdownTable, met, recordSuite } from './report';
import { dataLabel, suiteKey, type SiteContext } from './suites/suite';

/** The figures at 16 connections as a report's lines: what was run, then the table. */
export function throughputSection(throughput: ThroughputFigures[], seconds: number): string[] {
  return [
    `16 connections (autocannon, ${seconds} s each).`,
    '',
    markdownTable(
      ['endpoint', 'requests/s', 'p50 ms', 'p99 ms', 'errors + non-2xx'],
      throughput.map((row) => [row.endpoint, row.requestsPerSecond, row.p50, row.p99, row.errors]),
    ),
  ];
}

/**
 * Each endpoint from one connection (p50/p95/p99) and at 16 connections (requests/s), checked
 * against a p95 bar and, when the issue sets one, a throughput bar; the bars and both tables as a report section.
 */
async function endpointFigures(
  origin: string,
  endpoints: NamedEndpoint[],
  seconds: number,
  bar: { p95: number; rps?: number },
) {
  const latency: LatencyFigures[] = [];
  const throughput: ThroughputFigures[] = [];
  for (const endpoint of endpoints) {
    latency.push(await measureLatency(origin, endpoint, seconds));
    throughput.push(await measureThroughput(origin, endpoint, 16, seconds));
  }
  const bars = latency.map((row, index) => {
    const load = throughput[index]!;
    const loadBar =
      bar.rps === undefined
        ? `(no bar) ${met(load.errors === 0)}`
        : `(bar ${bar.rps}, none) ${met(load.requestsPerSecond >= bar.rps && load.errors === 0)}`;
    return `- ${row.endpoint}: p95 ${row.p95} ms (bar ${bar.p95}) ${met(row.p95 < bar.p95)}; ${load.requestsPerSecond} requests/s at 16 connections with ${load.errors} errors ${loadBar}`;
  });
  const report = [
    bars.join('\n'),
    '',
    `One connection, requests one after another (${seconds} s each, after 20 warm-up requests); milliseconds.`,
    '',
    markdownTable(
      ['endpoint', 'requests', 'p50', 'p95', 'p99', 'errors', 'slowest (median)'],
      latency.map((row) => [
        row.endpoint,
        row.requests,
        row.p50,
        row.p95,
        row.p99,
        row.errors,
        `\`${row.slowest.path.replace(/^.*\?/, '?')}\` (${row.slowest.p50} ms)`,
      ]),
    ),
    '',
    ...throughputSection(throughput, seconds),
  ].join('\n');
  return { latency, throughput, report };
}

/** Measures endpoints against their bars and writes the suite's section: what was measured, then the figures. */
export async function recordEndpointSuite(
  context: SiteContext,
  key: string,
  title: string,
  endpoints: NamedEndpoint[],
  bar: { p95: number; rps?: number },
  intro: string[],
): Promise<void> {
  const { latency, throughput, report } = await endpointFigures(
    context.site.origin,
    endpoints,
    context.seconds,
    bar,
  );
  recordSuite({
    suite: suiteKey(context, key),
    title: `${title}: ${dataLabel(context)}`,
    command: context.command,
    measuredAt: context.measuredAt,
    machine: context.machine,
    body: [...intro, report].join('\n\n'),
  });
  console.table(latency);
  console.table(throughput);
}
