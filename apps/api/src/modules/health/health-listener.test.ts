import { spawnSync } from 'node:child_process';
import {
  errorResponseSchema,
  healthResponseSchema,
  readinessResponseSchema,
} from '@vouch/contracts';
import {
  HEALTH_TIMINGS,
  startHealthListener,
  type HealthListener,
  type HealthListenerOptions,
} from './health-listener';

// Limits long enough for a child process to start on a busy machine (the blocked-loop test's asks).
const quickTimings = {
  ...HEALTH_TIMINGS,
  checkDatabaseEveryMs: 50,
  readyWithinMs: 3000,
  aliveWithinMs: 6000,
};

let listener: HealthListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
});

const failures: Error[] = [];
/** A health port on a port the system picks, its failures recorded. */
const listen = (options: Partial<HealthListenerOptions> = {}) =>
  startHealthListener({
    port: 0,
    host: '127.0.0.1',
    database: { isUp: async () => true },
    onFailure: (error) => failures.push(error),
    timings: quickTimings,
    ...options,
  });

const ask = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${listener!.port}${path}`);
  return { status: response.status, body: await response.json() };
};

/**
 * Asks from another process while this thread's event loop stands still: spawnSync blocks it for
 * as long as the child runs, as a loop busy with a burst of requests would be, so any answer the
 * child gets came from the health thread. The child waits `afterMs`, then asks `path` once.
 */
function askWhileLoopBlocked(port: number, path: string, afterMs: number) {
  const script = `
    setTimeout(async () => {
      const response = await fetch('http://127.0.0.1:${port}${path}');
      const body = await response.json();
      console.log(JSON.stringify({ status: response.status, body }));
    }, ${afterMs});`;
  const child = spawnSync(process.execPath, ['-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  return JSON.parse(child.stdout) as { status: number; body: unknown };
}

describe('health port', () => {
  it('answers ready while the event loop runs and the database answers', async () => {
    listener = await listen();
    const ready = await ask('/readyz');
    expect(ready.status).toBe(200);
    expect(readinessResponseSchema.parse(ready.body)).toEqual({ status: 'ready', database: 'up' });
    const alive = await ask('/healthz');
    expect(alive.status).toBe(200);
    expect(healthResponseSchema.parse(alive.body)).toEqual({ status: 'ok' });
    const other = await ask('/api/search');
    expect(other.status).toBe(404);
    expect(errorResponseSchema.parse(other.body).error.code).toBe('not_found');
  });

  it('answers not ready once the database stops answering, and ready when it is back', async () => {
    let up = true;
    listener = await listen({ database: { isUp: async () => up } });
    up = false;
    await new Promise((resolve) => setTimeout(resolve, 4 * quickTimings.checkDatabaseEveryMs));
    const down = await ask('/readyz');
    expect(down.status).toBe(503);
    expect(readinessResponseSchema.parse(down.body)).toEqual({
      status: 'not_ready',
      database: 'down',
    });
    up = true;
    await new Promise((resolve) => setTimeout(resolve, 4 * quickTimings.checkDatabaseEveryMs));
    expect((await ask('/readyz')).status).toBe(200);
  });

  it('answers while the event loop is blocked, and tells a loop stuck past each limit', async () => {
    listener = await listen();
    expect(askWhileLoopBlocked(listener.port, '/readyz', 0).status).toBe(200);
    // The loop has not asked the database for longer than readyWithinMs: no more requests for it.
    const stuck = askWhileLoopBlocked(listener.port, '/readyz', quickTimings.readyWithinMs + 500);
    expect(stuck.status).toBe(503);
    expect(readinessResponseSchema.parse(stuck.body)).toEqual({
      status: 'not_ready',
      database: 'down',
    });
    // Still alive until the loop has been silent for aliveWithinMs; then it is to be restarted.
    await new Promise((resolve) => setTimeout(resolve, 2 * quickTimings.beatEveryMs));
    expect(askWhileLoopBlocked(listener.port, '/healthz', 0).status).toBe(200);
    const dead = askWhileLoopBlocked(listener.port, '/healthz', quickTimings.aliveWithinMs + 500);
    expect(dead.status).toBe(503);
    expect(errorResponseSchema.parse(dead.body).error.code).toBe('stalled');
  });

  it('answers not ready once the process stops taking requests, and still answers', async () => {
    listener = await listen();
    expect((await ask('/readyz')).status).toBe(200);
    listener.stopTakingRequests();
    const stopping = await ask('/readyz');
    expect(stopping.status).toBe(503);
    expect(readinessResponseSchema.parse(stopping.body)).toEqual({
      status: 'not_ready',
      database: 'up',
    });
    expect((await ask('/healthz')).status).toBe(200);
  });

  it('names the port when it cannot listen', async () => {
    listener = await listen();
    await expect(listen({ port: listener.port })).rejects.toThrow(`HEALTH_PORT ${listener.port}`);
    expect(failures).toEqual([]);
  });
});
