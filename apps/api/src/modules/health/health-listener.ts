import { Worker } from 'node:worker_threads';
import type { AppDatabase } from '@vouch/db';

/**
 * What the event loop last reported, shared with the health thread without a message: a message
 * would wait for the very loop it reports on. Milliseconds since the epoch, and the database's
 * state (1 up, 0 down).
 */
const REPORT = { loopBeatAt: 0, databaseCheckedAt: 1, databaseUp: 2, stopping: 3 } as const;

export interface HealthTimings {
  /** How often the event loop says it runs. */
  beatEveryMs: number;
  /** How often the event loop asks the database. */
  checkDatabaseEveryMs: number;
  /** A database answer this old no longer counts: the loop, or the database, has stopped answering. */
  readyWithinMs: number;
  /** A loop silent this long is stuck: the process should be restarted. */
  aliveWithinMs: number;
}

export const HEALTH_TIMINGS: HealthTimings = {
  beatEveryMs: 100,
  checkDatabaseEveryMs: 1000,
  readyWithinMs: 3000,
  aliveWithinMs: 30_000,
};

// Plain JavaScript, evaluated as the worker's script (see shell-in-worker.ts for why). It answers
// from the shared report alone, so neither a busy event loop nor its queue of connections (libuv
// accepts one connection per loop iteration) slows the answer.
const WORKER_SOURCE = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { report, timings } = workerData;
const seen = new Float64Array(report);
function answer(request, response) {
  const now = Date.now();
  let status;
  let body;
  if (request.url === '/healthz') {
    const loopSilentFor = now - seen[${REPORT.loopBeatAt}];
    status = loopSilentFor < timings.aliveWithinMs ? 200 : 503;
    body = status === 200 ? { status: 'ok' } : { error: { code: 'stalled', message: 'The event loop has not run for ' + Math.round(loopSilentFor / 1000) + ' s.' } };
  } else if (request.url === '/readyz') {
    // The loop asks the database: an old answer means the loop, or the database, stopped answering.
    // A process shutting down takes no new requests; nor does one whose database answer is old.
    const ready = seen[${REPORT.stopping}] === 0 && seen[${REPORT.databaseUp}] === 1 && now - seen[${REPORT.databaseCheckedAt}] < timings.readyWithinMs;
    status = ready ? 200 : 503;
    const databaseUp = seen[${REPORT.databaseUp}] === 1 && now - seen[${REPORT.databaseCheckedAt}] < timings.readyWithinMs;
    body = { status: ready ? 'ready' : 'not_ready', database: databaseUp ? 'up' : 'down' };
  } else {
    status = 404;
    body = { error: { code: 'not_found', message: 'This port answers /healthz and /readyz only.' } };
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}
const server = http.createServer(answer);
server.on('error', (error) => parentPort.postMessage({ failed: error.message }));
server.listen(workerData.port, workerData.host, () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', () => server.close(() => process.exit(0)));
`;

/** How long closing waits for the health thread to end by itself. */
const CLOSE_WAIT_MS = 2000;

export interface HealthListener {
  /** The port it listens on (the one asked, or the one the system chose for 0). */
  port: number;
  /** From now on /readyz answers not ready: the process is shutting down (call before closing the site). */
  stopTakingRequests(): void;
  close(): Promise<void>;
}

export interface HealthListenerOptions {
  port: number;
  host: string;
  database: Pick<AppDatabase, 'isUp'>;
  /** Hears of the health thread failing after it started: the port no longer answers. */
  onFailure: (error: Error) => void;
  timings?: HealthTimings;
}

/**
 * `/healthz` and `/readyz` on a port of their own (HEALTH_PORT), answered by a thread of their own
 * from what the event loop last reported: the loop's heartbeat and its last look at the database.
 * On the site's port a probe waits behind every connection of a burst (measured: 6 s behind 200),
 * and an orchestrator would take a process that sheds load as it should for a dead one. Here the
 * answer stays prompt under load and still tells a stuck loop or a lost database.
 */
export async function startHealthListener(options: HealthListenerOptions): Promise<HealthListener> {
  const timings = options.timings ?? HEALTH_TIMINGS;
  const report = new SharedArrayBuffer(4 * Float64Array.BYTES_PER_ELEMENT);
  const seen = new Float64Array(report);
  const beat = () => {
    seen[REPORT.loopBeatAt] = Date.now();
  };
  let checking = false;
  const checkDatabase = async () => {
    if (checking) return;
    checking = true;
    const up = await options.database.isUp();
    seen[REPORT.databaseUp] = up ? 1 : 0;
    seen[REPORT.databaseCheckedAt] = Date.now();
    checking = false;
  };
  beat();
  await checkDatabase();
  const beating = setInterval(beat, timings.beatEveryMs).unref();
  const checkingDatabase = setInterval(checkDatabase, timings.checkDatabaseEveryMs).unref();

  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { report, timings, port: options.port, host: options.host },
  });
  const stopReporting = () => {
    clearInterval(beating);
    clearInterval(checkingDatabase);
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      worker.once('message', (message: { port?: number; failed?: string }) =>
        message.port === undefined
          ? reject(new Error(`HEALTH_PORT ${options.port}: ${message.failed}`))
          : resolve(message.port),
      );
      worker.once('error', reject);
    });
    let ended = false;
    worker.on('exit', () => {
      ended = true;
    });
    worker.on('error', options.onFailure);
    return {
      port,
      stopTakingRequests() {
        seen[REPORT.stopping] = 1;
      },
      async close() {
        stopReporting();
        if (ended) return;
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.postMessage('close');
        // A thread that does not end on its own (a connection held open) is ended.
        const giveUp = setTimeout(() => void worker.terminate(), CLOSE_WAIT_MS);
        await exited;
        clearTimeout(giveUp);
      },
    };
  } catch (error) {
    stopReporting();
    await worker.terminate();
    throw error;
  }
}
