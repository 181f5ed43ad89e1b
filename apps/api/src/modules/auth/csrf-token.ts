import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * CSRF tokens are an HMAC of the session's cookie value: one token per session (signed-in or
 * anonymous), checkable by any API process that shares the secret, with nothing kept in memory.
 */
export function csrfTokenFor(secret: string, sessionKey: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionKey}`).digest('base64url');
}

export function csrfTokenMatches(secret: string, sessionKey: string, presented: string): boolean {
  const expected = Buffer.from(csrfTokenFor(secret, sessionKey));
  const actual = Buffer.from(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
