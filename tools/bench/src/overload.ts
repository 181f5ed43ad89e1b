import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { percentiles } from './http-load';
import { renderingOf } from './server-rendered-pages';

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
  /**
   * 200s whose root was empty: the page for the browser to render, which a crawler or a link
   * preview takes for an empty page (issue #58 asks none).
   */
  emptyShells: number;
  /** Requests the client gave up on (autocannon's 10 s timeout) or whose connection failed. */
  timeouts: number;
  okP99: number;
  /** How long a refusal took: issue #28 asks under 50 ms at p99. */
  shedP99: number;
  /** /readyz on the health port, asked every 100 ms beside the load: issue #28 asks under 100 ms throughout. */
  readyzP99: number;
  readyzMax: number;
  /** /readyz on the site's port, asked the same way: it waits behind the burst's connections. */
  siteReadyzP99: number;
  siteReadyzMax: number;
}

/**
 * `url` asked every `everyMs` for `seconds` from a process of its own, on a new connection each
 * time as an orchestrator's probe asks: in this one, autocannon's 200 connections keep the event
 * loop busy, and the probe would time the client's queue, not the server's. The process asks once
 * before it reports itself ready, so its own start-up is not timed. Each answer's time, ms
 * (Infinity for none).
 */
async function startReadinessProbe(
  url: string,
  everyMs: number,
  seconds: number,
): Promise<() => Promise<number[]>> {
  const script = `
    const http = require('node:http');
    const ask = () => new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(${JSON.stringify(url)}, { agent: false, timeout: 10000 }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : null));
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(null));
    });
    (async () => {
      await ask();
      process.stdout.write('ready\\n');
      const times = [];
      const until = Date.now() + ${seconds * 1000};
      while (Date.now() < until) {
        times.push(await ask());
        await new Promise((resolve) => setTimeout(resolve, ${everyMs}));
      }
      process.stdout.write(JSON.stringify(times));
    })();`;
  const probe = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  probe.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    probe.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.startsWith('ready\n')) resolve();
    });
    probe.once('exit', () => reject(new Error(`the probe of ${url} ended before it was ready`)));
  });
  const finished = new Promise<void>((resolve) => probe.once('exit', () => resolve()));
  return async () => {
    await finished;
    const times = JSON.parse(output.slice('ready\n'.length)) as (number | null)[];
    return times.map((time) => time ?? Infinity);
  };
}

/** `target` from `connections` clients at once for `seconds`, with /readyz probed beside: what the server answers past its capacity. */
export async function measureOverload(
  origin: string,
  healthOrigin: string,
  target: OverloadTarget,
  connections: number,
  seconds: number,
): Promise<OverloadFigures> {
  const okTimes: number[] = [];
  const shedTimes: number[] = [];
  let otherAnswers = 0;
  let emptyShells = 0;
  const [readiness, siteReadiness] = await Promise.all([
    startReadinessProbe(`${healthOrigin}/readyz`, 100, seconds),
    startReadinessProbe(`${origin}/readyz`, 100, seconds),
  ]);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: `${origin}${target.path}`,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: 'GET',
            path: target.path,
            // Sent without Accept-Encoding: the body arrives as the HTML itself.
            onResponse: (statusCode, body) => {
              if (statusCode === 200 && renderingOf(body) === 'browser') emptyShells += 1;
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) okTimes.push(responseTime);
      else if (statusCode === 503) shedTimes.push(responseTime);
      else otherAnswers += 1;
    });
  });
  const readyzFigures = percentiles(await readiness());
  const siteReadyzFigures = percentiles(await siteReadiness());
  return {
    target: target.name,
    connections,
    requests: result.requests.total,
    ok: okTimes.length,
    shed: shedTimes.length,
    otherAnswers,
    emptyShells,
    timeouts: result.timeouts + result.errors,
    okP99: percentiles(okTimes).p99,
    shedP99: percentiles(shedTimes).p99,
    readyzP99: readyzFigures.p99,
    readyzMax: readyzFigures.max,
    siteReadyzP99: siteReadyzFigures.p99,
    siteReadyzMax: siteReadyzFigures.max,
  };
}
