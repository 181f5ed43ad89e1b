import type { FastifyRequest } from 'fastify';
import { MAILED_SIGN_IN_PARAM, SIGN_UP_TOKEN_PARAM } from '@vouch/domain';

/**
 * Query parameters that carry a secret: a mailed link's token (sign-up, reset, sign-in), and the
 * `token` of review-request, unsubscribe and opt-out links. Whoever reads the log must not be able
 * to use them.
 */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  'token',
  SIGN_UP_TOKEN_PARAM,
  ...Object.values(MAILED_SIGN_IN_PARAM),
]);

/** `url` with every secret parameter's value replaced by "redacted", the rest as it came. */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url.slice(queryStart + 1);
  const redacted = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A name that is not valid percent-encoding is no secret parameter's.
      }
      return SECRET_PARAMS.has(decoded) && pair.includes('=') ? `${name}=redacted` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}`;
}

/** The request as the log shows it (Fastify's own fields), its address's secrets redacted (issue #58). */
export function logSafeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
