import { createHmac, timingSafeEqual } from 'node:crypto';

/** `payload` signed with the app secret (HMAC-SHA256, base64url): checkable by every process that shares it. */
export function signatureOf(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** Whether `presented` is `payload`'s signature, compared in constant time. */
export function signatureMatches(secret: string, payload: string, presented: string): boolean {
  const expected = Buffer.from(signatureOf(secret, payload));
  const actual = Buffer.from(presented);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
