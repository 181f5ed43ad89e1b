import type { PageRenderRequest, ServerRenderer } from './server-renderer';

/**
 * Renders a thread may be given at once. A render takes it tens of milliseconds of CPU, so past a
 * few waiting the last would miss the render budget anyway.
 */
export const RENDERS_PER_THREAD = 4;

const THREADS_FULL = {
  rendered: false,
  reason: 'every rendering thread has its fill of pages',
  fallback: 'threads-full',
} as const;

/**
 * Several renderers of the same map (each a worker thread) as one: a page goes to the one with the
 * fewest renders in hand (in turn among equals). When each has its fill, a page given a budget of
 * its own (a guest's, rendered once for every guest) waits for the first place to free up, within
 * that budget, and renders in what is left of it (issue #58); any other goes to the browser at
 * once: its visitor's budget is too short to wait. Rendering in worker threads keeps the CPU work
 * of pages off the event loop that answers every other request, refusals and `/readyz` included
 * (issue #28: a 503 waited behind the renders of the pages ahead of it).
 */
export function renderPool(renderers: ServerRenderer[]): ServerRenderer {
  const inHand = renderers.map(() => 0);
  /** Pages waiting for a place, first come first served: each is handed the thread whose place it takes. */
  const waiting: ((thread: number) => void)[] = [];
  // Ties go round in turn: a thread that answers at once (one restarting after a failure) must
  // not draw every page while the others wait.
  let next = 0;
  function leastBusy(): number {
    let least = next % renderers.length;
    for (let turn = 1; turn < renderers.length; turn++) {
      const candidate = (next + turn) % renderers.length;
      if (inHand[candidate]! < inHand[least]!) least = candidate;
    }
    next = least + 1;
    return least;
  }
  /** The first place to free up, handed over with its thread; null when none does within `waitMs`. */
  function freedPlace(waitMs: number): Promise<number | null> {
    return new Promise((resolve) => {
      const handOver = (thread: number) => {
        clearTimeout(timer);
        resolve(thread);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(handOver), 1);
        resolve(null);
      }, waitMs);
      waiting.push(handOver);
    });
  }
  /** Renders on a thread whose place is taken; the place then goes to the first page waiting, else is freed. */
  async function renderOn(thread: number, request: PageRenderRequest) {
    try {
      return await renderers[thread]!.render(request);
    } finally {
      const handOver = waiting.shift();
      if (handOver) handOver(thread);
      else inHand[thread]! -= 1;
    }
  }
  return {
    render(request) {
      const least = leastBusy();
      if (inHand[least]! < RENDERS_PER_THREAD) {
        inHand[least]! += 1;
        return renderOn(least, request);
      }
      const { budgetMs } = request;
      if (!budgetMs) return Promise.resolve(THREADS_FULL);
      const asked = performance.now();
      return freedPlace(budgetMs).then((thread) =>
        thread === null
          ? THREADS_FULL
          : renderOn(thread, {
              ...request,
              budgetMs: Math.max(0, budgetMs - (performance.now() - asked)),
            }),
      );
    },
    async loadRemotes(remotes) {
      await Promise.all(renderers.map((renderer) => renderer.loadRemotes(remotes)));
    },
    async close() {
      await Promise.all(renderers.map((renderer) => renderer.close()));
    },
  };
}

/**
 * Everyone's renderer: on this thread's event loop when `threads` is 0, else a pool of that many
 * worker threads. Null when the shell has no server build (pages are rendered in the browser).
 */
export function everyonesRendererOf(
  threads: number,
  onThisThread: () => ServerRenderer | null,
  inWorker: () => ServerRenderer | null,
): ServerRenderer | null {
  if (threads === 0) return onThisThread();
  const workers: ServerRenderer[] = [];
  for (let made = 0; made < threads; made++) {
    const worker = inWorker();
    if (!worker) return null;
    workers.push(worker);
  }
  return renderPool(workers);
}
