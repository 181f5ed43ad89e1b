import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordContextWords, type PasswordOwner } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';

/** zxcvbn's score (0 to 4) a new password needs: 3 is "safely unguessable" against an attacker who has the hashes but not the time. */
const MIN_SCORE = 3;

const COMMON_PASSWORD_MESSAGE = 'That password is one of the most used, so it is guessed first';

const WHAT_WORKS = 'Try three or four unrelated words, or a longer phrase only you would think of';

type Warning = NonNullable<ZxcvbnResult['feedback']['warning']>;

/** Why zxcvbn found a password weak, from its warning, said to the person choosing it. */
const WHY: Partial<Record<Warning, string>> = {
  topTen: COMMON_PASSWORD_MESSAGE,
  topHundred: COMMON_PASSWORD_MESSAGE,
  common: COMMON_PASSWORD_MESSAGE,
  similarToCommon:
    'That password is a small change to one of the most used, so it is guessed early',
  userInputs:
    "That password is made of your name, your e-mail address or this site's own words, which are guessed first",
  simpleRepeat: 'Repeated characters like "aaaa" are guessed quickly',
  extendedRepeat: 'Repeated patterns like "abcabc" are guessed quickly',
  sequences: 'Sequences like "abcd" or "1234" are guessed quickly',
  straightRow: 'Rows of keys like "qwerty" are guessed quickly',
  keyPattern: 'Short keyboard patterns are guessed quickly',
  recentYears: 'Years are guessed quickly',
  dates: 'Dates are guessed quickly',
  wordByItself: 'A single word is guessed quickly',
  namesByThemselves: 'Names are guessed quickly',
  commonNames: 'Common names are guessed quickly',
};

/**
 * The demo accounts' passwords, which the README publishes: whole, they are the first a guesser
 * tries here (issue #58's probe signed up with one; as words they score "safe" to zxcvbn).
 */
const PUBLISHED_PASSWORDS = Object.values(DEMO_ACCOUNTS).map(({ password }) => password);

let zxcvbn: ZxcvbnFactory | null = null;

/** zxcvbn with its common dictionaries and keyboard layouts, built on the first check so starting the server does not pay for it. */
function strengthChecker(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return zxcvbn;
}

/**
 * Why a new password of `owner` is too easy to guess, and what would do instead, or null when it
 * is strong enough: zxcvbn's estimate (score below 3 refused) with the site's words and the
 * owner's name and e-mail address tried first. The checks that need no dictionary (length) are
 * the domain's `passwordError`, shared with the forms.
 */
export function commonPasswordError(password: string, owner: PasswordOwner = {}): string | null {
  const result = strengthChecker().check(password, [
    ...PUBLISHED_PASSWORDS,
    ...passwordContextWords(owner),
  ]);
  if (result.score >= MIN_SCORE) return null;
  const why =
    (result.feedback.warning && WHY[result.feedback.warning]) ??
    'That password is too easy to guess';
  return `${why}. ${WHAT_WORKS}`;
}
