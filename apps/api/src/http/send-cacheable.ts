import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a public JSON answer with Cache-Control and a strong ETag; answers 304 with no body when
 * the client already holds this version.
 */
export function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: unknown, maxAgeSeconds: number) {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
