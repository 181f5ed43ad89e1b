import type { FastifyInstance } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Writes that change no page: a click counted for the shop's statistics.
const PAGE_NEUTRAL_WRITES = new Set(['/reviews/click']);

export interface PageChanges {
  onChange(listener: () => void): void;
}

/**
 * Tells listeners when a request may have changed what a page shows: any write that succeeded.
 * Registered on the app's root, so it hears every module's routes.
 */
export function watchPageChanges(app: FastifyInstance): PageChanges {
  const listeners: (() => void)[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || PAGE_NEUTRAL_WRITES.has(request.routeOptions.url ?? '')) return;
    for (const listener of listeners) listener();
  });
  return { onChange: (listener) => void listeners.push(listener) };
}
