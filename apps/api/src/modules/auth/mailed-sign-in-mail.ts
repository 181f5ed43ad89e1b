import {
  mailedSignInLifetimeText,
  mailedSignInPath,
  pagePath,
  type MailedSignInKind,
} from '@vouch/domain';
import type { MailMessage } from '../../mail/mailer';

/** A password reset or sign-in link, to the address of the account it opens. */
export function mailedSignInMail(
  kind: MailedSignInKind,
  to: string,
  name: string,
  token: string,
  origin: string,
): MailMessage {
  const link = `${origin}${mailedSignInPath(kind, token)}`;
  const works = `It works once, for ${mailedSignInLifetimeText(kind)}.`;
  if (kind === 'password_reset') {
    return {
      to,
      subject: 'Choose a new Vouch password',
      text:
        `Hello ${name},\n\nOpen this link to choose a new password for your Vouch account:\n${link}\n\n` +
        `${works} Choosing a password signs out every device signed in to your account. ` +
        `If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    };
  }
  return {
    to,
    subject: 'Your Vouch sign-in link',
    text:
      `Hello ${name},\n\nOpen this link to sign in to Vouch:\n${link}\n\n${works} ` +
      `If you did not ask for it, ignore this e-mail: no one can use it without this mailbox. ` +
      `You can always ask for a new one at ${origin}${pagePath('login')}`,
  };
}
