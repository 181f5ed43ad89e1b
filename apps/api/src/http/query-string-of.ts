import type { FastifyRequest } from 'fastify';

/** A request's raw query string, for the domain's search-param rules (a hand-typed URL never fails them). */
export function queryStringOf(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index + 1);
}
