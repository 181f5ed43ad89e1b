import autocannon from 'autocannon';
import { percentiles } from './http-load';

export interface OverloadTarget {
  name: string;
  path: string;
}

export interface OverloadFigures {
  target: string;
  connections: number;
  requests: number;
  ok: number;
  /** 503 answers: load the server shed on purpose. */
  shed: number;
  /** Answers neither 200 nor 503. */
  otherAnswers: number;
  /** Requests the client gave up on (autocannon's 10 s timeout) or whose connection failed. */
  timeouts: number;
  okP99: number;
  /** How long a refusal took: issue #28 asks under 50 ms at p99. */
  shedP99: number;
  /** /readyz asked every 100 ms beside the load: issue #28 asks under 100 ms throughout. */
  readyzP99: number;
  readyzMax: number;
}

/** /readyz from one more client, one request every `everyMs`, until `stop()`: each answer's time, ms. */
function probeReadiness(origin: string, everyMs: number) {
  const times: number[] = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
      await response?.arrayBuffer();
      times.push(response?.ok ? performance.now() - started : Infinity);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await probing;
      return times;
    },
  };
}

/** `target` from `connections` clients at once for `seconds`, with /readyz probed beside: what the server answers past its capacity. */
export async function measureOverload(origin: string, target: OverloadTarget, connections: number, seconds: number): Promise<OverloadFigures> {
  const okTimes: number[] = [];
  const shedTimes: number[] = [];
  let otherAnswers = 0;
  const readiness = probeReadiness(origin, 100);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url: `${origin}${target.path}`, connections, duration: seconds, timeout: 10 }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) okTimes.push(responseTime);
      else if (statusCode === 503) shedTimes.push(responseTime);
      else otherAnswers += 1;
    });
  });
  const readyz = await readiness.stop();
  const readyzFigures = percentiles(readyz);
  return {
    target: target.name,
    connections,
    requests: result.requests.total,
    ok: okTimes.length,
    shed: shedTimes.length,
    otherAnswers,
    timeouts: result.timeouts + result.errors,
    okP99: percentiles(okTimes).p99,
    shedP99: percentiles(shedTimes).p99,
    readyzP99: readyzFigures.p99,
    readyzMax: readyzFigures.max,
  };
}
