import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag for a body: equal bodies, equal tags. */
export function etagOf(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url')}"`;
}

// A body answered again and again (a cached object) is serialised and hashed once.
const serialised = new WeakMap<object, { json: string; etag: string }>();

function serialise(body: object): { json: string; etag: string } {
  let known = serialised.get(body);
  if (!known) {
    const json = JSON.stringify(body);
    known = { json, etag: etagOf(json) };
    serialised.set(body, known);
  }
  return known;
}

/**
 * Sends a JSON answer with Cache-Control and a strong ETag; answers 304 with no body when the
 * client already holds this version. Guests get the cacheable copy (`maxAgeSeconds`). A signed-in
 * viewer may just have changed what the answer shows (a reply, a review, a follow), so their
 * browser keeps it privately and asks again on every use: the ETag makes that a 304 while
 * nothing changed, and their own change shows on the next reload. A private answer varies by
 * the cookie, so no shared cache hands it to anyone else.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: object,
  maxAgeSeconds: number,
  visibility: 'public' | 'private' = 'public',
) {
  const { json, etag } = serialise(body);
  const signedIn = request.viewer.user !== null;
  reply
    .header(
      'cache-control',
      signedIn ? 'private, no-cache' : `${visibility}, max-age=${maxAgeSeconds}`,
    )
    .header('etag', etag);
  if (signedIn || visibility === 'private') reply.header('vary', 'Cookie');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}
