import { createHash, randomBytes } from 'node:crypto';

/** A new one-use token for a mailed link (sign-up, e-mail change): the link carries it, the database only its hash. */
export function newMailedLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a mailed link's token, and looked up when the link is opened. */
export function mailedLinkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
