import { pagePath, signUpConfirmPath } from '@vouch/domain';
import type { MailMessage } from '../../mail/mailer';

/** How long a sign-up's link works. */
export const SIGN_UP_LINK_HOURS = 24;

/** What sign-up answers for any address, taken or not: nothing in it tells which. */
export function signUpSentMessage(email: string): string {
  return `We sent a link to ${email}. Open it within ${SIGN_UP_LINK_HOURS} hours to finish creating your account.`;
}

/** The link that finishes a sign-up. */
export function confirmSignUpMail(
  to: string,
  name: string,
  token: string,
  origin: string,
  returnTo?: string,
): MailMessage {
  return {
    to,
    subject: 'Finish creating your Vouch account',
    text:
      `Hello ${name},\n\nOpen this link to finish creating your Vouch account:\n${origin}${signUpConfirmPath(token, returnTo)}\n\n` +
      `It works once, for ${SIGN_UP_LINK_HOURS} hours. If you did not sign up, ignore this e-mail: no account is made.`,
  };
}

/** Told to the owner of an address someone tried to sign up with again. */
export function accountExistsMail(to: string, origin: string): MailMessage {
  return {
    to,
    subject: 'You already have a Vouch account',
    text:
      `Someone, probably you, tried to create a Vouch account with this address. You already have one: sign in at ` +
      `${origin}${pagePath('login')}\n\nIf it was not you, ignore this e-mail: nothing has changed.`,
  };
}
