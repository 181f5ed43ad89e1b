import autocannon from 'autocannon';
import { PUBLIC_PATHS } from './soak';

export interface OverloadFigures {
  connections: number;
  requests: number;
  ok: number;
  /** 503 answers: load the server shed on purpose (issue #19, item 6). */
  shed: number;
  /** Other answers that were not 2xx. */
  otherErrors: number;
  /** Requests the client gave up on (autocannon's 10 s timeout) or whose connection failed. */
  timeouts: number;
  p50: number;
  p99: number;
  /** The slowest answer, ms. */
  max: number;
}

/** The soak's public pages from `connections` clients at once for `seconds`: what the server answers past its capacity. */
export async function measureOverload(origin: string, connections: number, seconds: number): Promise<OverloadFigures> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: PUBLIC_PATHS.map((path) => ({ method: 'GET' as const, path })),
  });
  const byStatus = result.statusCodeStats as Record<string, { count: number } | undefined>;
  const shed = byStatus['503']?.count ?? 0;
  return {
    connections,
    requests: result.requests.total,
    ok: result['2xx'],
    shed,
    otherErrors: result.non2xx - shed,
    timeouts: result.timeouts + result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}
