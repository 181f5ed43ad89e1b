import type { FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Writes that change no page: a click counted for the shop's statistics, a person's e-mail choices.
const PAGE_NEUTRAL_WRITES = new Set([
  '/reviews/click',
  '/reviews/profile/notifications',
  '/reviews/profile/notifications/unsubscribe',
]);

/** True for a request that may change what a page or a widget shows: a write, but for those that change none. */
export function mayChangePages(request: FastifyRequest): boolean {
  return !READS.has(request.method) && !PAGE_NEUTRAL_WRITES.has(request.routeOptions.url ?? '');
}
