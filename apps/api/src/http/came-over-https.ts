import type { FastifyRequest } from 'fastify';

/** True when the browser reached us over HTTPS: directly, or through a proxy TRUST_PROXY names (its X-Forwarded-Proto). */
export function cameOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
