import type { FastifyReply, FastifyRequest } from 'fastify';
import { signatureMatches, signatureOf } from '../../secrets/signature';
import { siteCookie, type ViewerOptions } from './viewer';

const SIGN_UP_BROWSER_COOKIE = 'vouch_sign_up';

/**
 * Which browser made a sign-up (issue #58: its link must not ask for the password again).
 *
 * The mailed link proves the mailbox, not who typed the password. Someone who signs up first with
 * another person's address (pre-hijacking) hopes its owner opens the link and goes on using an
 * account whose password the stranger chose. So sign-up leaves a cookie in its browser signing the
 * link's token hash, and confirming keeps the chosen password only where that cookie is: the
 * person who typed it. Opened anywhere else, the link still makes the account and signs its opener
 * in, with no password at all (the owner signs in by mailed link or sets one by reset), so nobody
 * else holds a way into it. Nothing is asked again, and no password is hashed or checked twice.
 */
export function signUpBrowser(options: ViewerOptions, maxAgeSeconds: number) {
  const cookie = siteCookie(options, SIGN_UP_BROWSER_COOKIE);
  const signed = (tokenHash: string) => `sign-up:${tokenHash}`;
  return {
    /** Marks this browser as the one that made the sign-up of `tokenHash` (a later sign-up here replaces it). */
    mark(request: FastifyRequest, reply: FastifyReply, tokenHash: string): void {
      cookie.set(request, reply, signatureOf(options.csrfSecret, signed(tokenHash)), maxAgeSeconds);
    },
    /** Whether this browser made the sign-up of `tokenHash`. */
    madeIt(request: FastifyRequest, tokenHash: string): boolean {
      const presented = cookie.read(request);
      return (
        presented !== null && signatureMatches(options.csrfSecret, signed(tokenHash), presented)
      );
    },
    /** Drops the mark once its sign-up is done. */
    clear: cookie.clear,
  };
}
