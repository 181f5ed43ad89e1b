import { signatureMatches, signatureOf } from '../../secrets/signature';

/**
 * CSRF tokens are an HMAC of the session's cookie value: one token per session (signed-in or
 * anonymous), checkable by any API process that shares the secret, with nothing kept in memory.
 */
export function csrfTokenFor(secret: string, sessionKey: string): string {
  return signatureOf(secret, `csrf:${sessionKey}`);
}

export function csrfTokenMatches(secret: string, sessionKey: string, presented: string): boolean {
  return signatureMatches(secret, `csrf:${sessionKey}`, presented);
}
