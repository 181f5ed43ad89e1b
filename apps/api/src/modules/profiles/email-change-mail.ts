import {
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_UNDO_DAYS,
  emailChangeConfirmPath,
  emailChangeUndoPath,
  pagePath,
} from '@vouch/domain';
import type { MailMessage } from '../../mail/mailer';

/** What an e-mail change answers, taken address or not: nothing in it tells which. */
export function emailChangeSentMessage(newEmail: string): string {
  return (
    `We sent a link to ${newEmail}. Your e-mail changes when you open it, within ${EMAIL_CHANGE_CONFIRM_HOURS} hours; ` +
    `until then you sign in with your current address.`
  );
}

/** To the new address: the link that makes it the sign-in address. */
export function confirmEmailChangeMail(
  to: string,
  name: string,
  token: string,
  origin: string,
): MailMessage {
  return {
    to,
    subject: 'Confirm your new Vouch e-mail address',
    text:
      `Hello ${name},\n\nOpen this link to sign in to Vouch with this address from now on:\n${origin}${emailChangeConfirmPath(token)}\n\n` +
      `It works once, for ${EMAIL_CHANGE_CONFIRM_HOURS} hours, signed in to the account that asked. ` +
      `If you did not ask for this, ignore this e-mail: nothing changes.`,
  };
}

/** To the old address: a change was asked for, and the link that undoes it. */
export function emailChangeNoticeMail(
  to: string,
  newEmail: string,
  token: string,
  origin: string,
): MailMessage {
  return {
    to,
    subject: 'Your Vouch e-mail address is about to change',
    text:
      `Someone signed in to your Vouch account asked to change its e-mail address to ${newEmail}. ` +
      `It changes only when the link we sent there is opened.\n\n` +
      `If it was not you, open this link within ${EMAIL_CHANGE_UNDO_DAYS} days to keep this address (or get it back), ` +
      `and to sign out every device signed in to your account:\n${origin}${emailChangeUndoPath(token)}\n\n` +
      `Then change your password: whoever asked knew it.`,
  };
}

/** To the owner of an address another account asked to move to: nothing changes. */
export function emailInUseMail(to: string, origin: string): MailMessage {
  return {
    to,
    subject: 'Your e-mail address was entered on another Vouch account',
    text:
      `Someone asked to use this address for another Vouch account. It already belongs to your account, ` +
      `so nothing has changed. You sign in at ${origin}${pagePath('login')}\n\nIf it was not you, ignore this e-mail.`,
  };
}
