import autocannon from 'autocannon';

export interface NamedEndpoint {
  name: string;
  /** One path, or a mix requested in turn (e.g. many different search texts). */
  paths: string[];
  /** Sent with every request, e.g. a signed-in session's cookie. */
  headers?: Record<string, string>;
}

export interface LatencyFigures {
  endpoint: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The path with the highest median of the mix, and that median. */
  slowest: { path: string; p50: number };
}

export interface ThroughputFigures {
  endpoint: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The value at `fraction` (0.95: p95) of an ascending list. */
export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/**
 * Exact latency percentiles from one connection: requests one after another, each timed, for
 * `seconds`, or (a promise) until the work measured beside them settles.
 */
export async function measureLatency(
  origin: string,
  endpoint: NamedEndpoint,
  seconds: number | Promise<unknown>,
): Promise<LatencyFigures> {
  const timings: number[] = [];
  const byPath = new Map<string, number[]>();
  let errors = 0;
  const urls = endpoint.paths.map((path) => `${origin}${path}`);
  for (let warm = 0; warm < 20; warm++)
    await (await fetch(urls[warm % urls.length]!, { headers: endpoint.headers })).arrayBuffer();
  let settled = false;
  if (typeof seconds !== 'number') void seconds.finally(() => (settled = true)).catch(() => {});
  const deadline = typeof seconds === 'number' ? performance.now() + seconds * 1000 : Infinity;
  for (let index = 0; performance.now() < deadline && !settled; index++) {
    const started = performance.now();
    const response = await fetch(urls[index % urls.length]!, { headers: endpoint.headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    timings.push(elapsed);
    const path = endpoint.paths[index % urls.length]!;
    byPath.set(path, [...(byPath.get(path) ?? []), elapsed]);
    if (response.status >= 400) errors++;
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  const medians = [...byPath].map(([path, times]) => ({
    path,
    p50: percentile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
  }));
  const slowest = medians.reduce((worst, entry) => (entry.p50 > worst.p50 ? entry : worst), {
    path: '',
    p50: 0,
  });
  return {
    endpoint: endpoint.name,
    requests: timings.length,
    p50: round(percentile(timings, 0.5)),
    p95: round(percentile(timings, 0.95)),
    p99: round(percentile(timings, 0.99)),
    errors,
    slowest: { path: slowest.path, p50: round(slowest.p50) },
  };
}

/** Requests per second with `connections` concurrent connections (autocannon). */
export async function measureThroughput(
  origin: string,
  endpoint: NamedEndpoint,
  connections: number,
  seconds: number,
): Promise<ThroughputFigures> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: endpoint.headers,
    requests: endpoint.paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    endpoint: endpoint.name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export interface TimedPath {
  path: string;
  ms: number;
  status: number;
  /** What the server said of its work (search.json: how its index found the matches). */
  serverTiming: string | null;
}

/**
 * Every path once from one connection, timed, after one untimed pass over all of them (so each is
 * measured as a repeat visitor meets it, with the database's pages cached, not the first ever).
 */
export async function timeEachPath(origin: string, paths: readonly string[]): Promise<TimedPath[]> {
  for (const path of paths) await (await fetch(`${origin}${path}`)).arrayBuffer();
  const timed: TimedPath[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    timed.push({
      path,
      ms: Math.round((performance.now() - started) * 100) / 100,
      status: response.status,
      serverTiming: response.headers.get('server-timing'),
    });
  }
  return timed;
}

/** p50, p95, p99 and the largest of a list of milliseconds. */
export function percentiles(times: readonly number[]): {
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}
