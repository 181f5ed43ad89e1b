import type { FastifyInstance, FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Writes that change no page: a click counted for the shop's statistics, a person's e-mail choices.
const PAGE_NEUTRAL_WRITES = new Set(['/reviews/click', '/reviews/profile/notifications', '/reviews/profile/notifications/unsubscribe']);

export interface PageChanges {
  onChange(listener: () => void): void;
}

/**
 * Tells listeners when a request may have changed what a page shows: any write that succeeded, or
 * whose client left before its answer. Registered on the app's root, so it hears every module's
 * routes; it hears this process only (another API process's writes reach its guests a minute late).
 */
export function watchPageChanges(app: FastifyInstance): PageChanges {
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const mayChangePages = (request: FastifyRequest) => !READS.has(request.method) && !PAGE_NEUTRAL_WRITES.has(request.routeOptions.url ?? '');
  app.addHook('onResponse', async (request, reply) => {
    if (mayChangePages(request) && reply.statusCode < 400) changed();
  });
  // A write whose client went away may still have been made: its outcome is unknown, so pages are rendered afresh.
  app.addHook('onRequestAbort', async (request) => {
    if (mayChangePages(request)) changed();
  });
  return { onChange: (listener) => void listeners.push(listener) };
}
