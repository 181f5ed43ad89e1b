import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { percentiles } from './http-load';

const execFileAsync = promisify(execFile);

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
  /** /readyz asked every 100 ms beside the load, from a process of its own: issue #28 asks under 100 ms throughout. */
  readyzP99: number;
  readyzMax: number;
}

/**
 * /readyz asked every `everyMs` for `seconds` from a process of its own: in this one, autocannon's
 * 200 connections keep the event loop busy, and the probe would time the client's queue, not the
 * server's. Each answer's time, ms (Infinity for none).
 */
async function probeReadiness(origin: string, everyMs: number, seconds: number): Promise<number[]> {
  const script = `
    const times = [];
    const until = Date.now() + ${seconds * 1000};
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(${JSON.stringify(`${origin}/readyz`)}, { signal: AbortSignal.timeout(10000) }).catch(() => null);
      await response?.arrayBuffer();
      times.push(response?.ok ? performance.now() - started : null);
      await new Promise((resolve) => setTimeout(resolve, ${everyMs}));
    }
    process.stdout.write(JSON.stringify(times));`;
  const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', script], {
    maxBuffer: 1 << 24,
  });
  return (JSON.parse(stdout) as (number | null)[]).map((time) => time ?? Infinity);
}

/** `target` from `connections` clients at once for `seconds`, with /readyz probed beside: what the server answers past its capacity. */
export async function measureOverload(
  origin: string,
  target: OverloadTarget,
  connections: number,
  seconds: number,
): Promise<OverloadFigures> {
  const okTimes: number[] = [];
  const shedTimes: number[] = [];
  let otherAnswers = 0;
  const readiness = probeReadiness(origin, 100, seconds);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url: `${origin}${target.path}`, connections, duration: seconds, timeout: 10 },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) okTimes.push(responseTime);
      else if (statusCode === 503) shedTimes.push(responseTime);
      else otherAnswers += 1;
    });
  });
  const readyz = await readiness;
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
