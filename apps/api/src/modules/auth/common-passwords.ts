import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords are refused (issue #19: "the 10,000 most common"). */
const REFUSED_COUNT = 10_000;

export const COMMON_PASSWORD_MESSAGE = 'That password is one of the most used and is guessed first. Please choose another';

let refused: Set<string> | null = null;

/**
 * zxcvbn's list of leaked passwords, most used first (lower-case, as it compares them); built on
 * the first check, so starting the server does not pay for it.
 */
function refusedPasswords(): Set<string> {
  refused ??= new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT));
  return refused;
}

/** The message for a new password that is among the most used, or null. */
export function commonPasswordError(password: string): string | null {
  return refusedPasswords().has(password.toLowerCase()) ? COMMON_PASSWORD_MESSAGE : null;
}
