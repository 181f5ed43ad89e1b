import type { ServerRenderer } from './server-renderer';

/**
 * Renders a thread may be given at once. A render takes it tens of milliseconds of CPU, so past a
 * few waiting the last would miss the render budget anyway: the browser renders that page at once.
 */
export const RENDERS_PER_THREAD = 4;

/**
 * Several renderers of the same map (each a worker thread) as one: a page goes to the one with the
 * fewest renders in hand (in turn among equals), or to the browser when each has its fill. Rendering in worker threads
 * keeps the CPU work of pages off the event loop that answers every other request, refusals and
 * `/readyz` included (issue #28: a 503 waited behind the renders of the pages ahead of it).
 */
export function renderPool(renderers: ServerRenderer[]): ServerRenderer {
  const inHand = renderers.map(() => 0);
  // Ties go round in turn: a thread that answers at once (one restarting after a failure) must
  // not draw every page while the others wait.
  let next = 0;
  return {
    async render(request) {
      let least = next % renderers.length;
      for (let turn = 1; turn < renderers.length; turn++) {
        const candidate = (next + turn) % renderers.length;
        if (inHand[candidate]! < inHand[least]!) least = candidate;
      }
      next = least + 1;
      const renderer = renderers[least];
      if (!renderer || inHand[least]! >= RENDERS_PER_THREAD)
        return { rendered: false, reason: 'every rendering thread has its fill of pages' };
      inHand[least]! += 1;
      try {
        return await renderer.render(request);
      } finally {
        inHand[least]! -= 1;
      }
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
