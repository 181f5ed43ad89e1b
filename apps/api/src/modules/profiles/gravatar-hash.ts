import { createHash } from 'node:crypto';
import { normalizeEmail } from '@vouch/domain';

/** Gravatar's key for an e-mail address: the SHA-256 of it trimmed and lower-cased, in hex. */
export function gravatarHashOf(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}
