import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cameOverHttps } from '../http/came-over-https';
import { NON_PAGE_CONTENT_SECURITY_POLICY } from '../http/content-security-policy';

/** A year, with subdomains: browsers that once came over HTTPS never try plain HTTP again. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** No type sniffing, no referrer beyond the origin elsewhere, no framing: on every answer. */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
} as const;

/**
 * Headers on every answer, errors and static files included: no type sniffing, no referrer
 * beyond the origin elsewhere, no framing, HSTS over HTTPS, and a Content-Security-Policy
 * (pages set their own first; anything else gets one that lets nothing run).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  reply.headers(EVERY_ANSWER);
  if (!reply.hasHeader('content-security-policy'))
    reply.header('content-security-policy', NON_PAGE_CONTENT_SECURITY_POLICY);
  if (cameOverHttps(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

/** `setSecurityHeaders` on everything the app sends (errors Fastify raises before routing call it themselves). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => setSecurityHeaders(request, reply));
}

/**
 * The same headers for an answer made without Fastify (the admission door's refusal), which is
 * not a page. No HSTS: whether the browser came over HTTPS is Fastify's to tell (TRUST_PROXY),
 * and a browser keeps HSTS from any earlier answer.
 */
export function plainAnswerSecurityHeaders(): Record<string, string> {
  return { ...EVERY_ANSWER, 'content-security-policy': NON_PAGE_CONTENT_SECURITY_POLICY };
}
