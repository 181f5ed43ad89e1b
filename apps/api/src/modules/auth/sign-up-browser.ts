import type { FastifyReply, FastifyRequest } from 'fastify';
import { signatureMatches, signatureOf } from '../../secrets/signature';
import { siteCookie, type ViewerOptions } from './viewer';

const SIGN_UP_BROWSER_COOKIE = 'vouch_sign_up';
/** Sign-ups a browser is remembered for at once. */
const MARKS_KEPT = 3;

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
  const signatureFor = (tokenHash: string) =>
    signatureOf(options.csrfSecret, `sign-up:${tokenHash}`);
  /** The marks this browser holds: signatures (base64url, so never a '.') joined by '.'. */
  const marksOf = (request: FastifyRequest) => cookie.read(request)?.split('.') ?? [];
  const holds = (request: FastifyRequest, tokenHash: string) =>
    marksOf(request).some((mark) =>
      signatureMatches(options.csrfSecret, `sign-up:${tokenHash}`, mark),
    );
  return {
    /**
     * Marks this browser as one that made the sign-up of `tokenHash`, beside its last few (a
     * sign-up sent again, or first to a mistyped address, keeps the earlier link's password).
     */
    mark(request: FastifyRequest, reply: FastifyReply, tokenHash: string): void {
      const marks = [signatureFor(tokenHash), ...marksOf(request)].slice(0, MARKS_KEPT);
      cookie.set(request, reply, marks.join('.'), maxAgeSeconds);
    },
    /** Whether this browser made the sign-up of `tokenHash`. */
    madeIt: holds,
    /** Drops the mark of `tokenHash` once its sign-up is done (the cookie with the last one). */
    drop(request: FastifyRequest, reply: FastifyReply, tokenHash: string): void {
      const used = signatureFor(tokenHash);
      const rest = marksOf(request).filter((mark) => mark !== used);
      if (rest.length === 0) cookie.clear(request, reply);
      else cookie.set(request, reply, rest.join('.'), maxAgeSeconds);
    },
  };
}
