import { EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS } from '@vouch/domain';
import { badRequest, conflict, forbidden, gone, type HttpError } from '../../http/http-error';
import type { EmailChangeRefusal } from './email-change-repository';

/** What a refused e-mail change link answers: 400 for a token never issued, 410 for one that was, 409 and 403 by the account. */
export function emailLinkRefused(
  link: 'confirm' | 'undo',
  refusal: EmailChangeRefusal,
  change?: { oldEmail: string; newEmail: string },
): HttpError {
  const again = 'Change your e-mail again from your profile to get a new link.';
  if (refusal === 'unknown')
    return badRequest(
      `This link is not valid. Open the newest link we sent you, or ask for a new one. ${again}`,
      { token: 'Unknown link' },
    );
  if (refusal === 'used')
    return gone(
      link === 'confirm'
        ? 'This link was used already, or the change was undone.'
        : 'This link was used already: the change is undone.',
      {
        token: 'Used already',
      },
    );
  if (refusal === 'expired')
    return gone(
      link === 'confirm'
        ? `This link has expired: it works for ${EMAIL_CHANGE_CONFIRM_HOURS} hours, and a newer change replaces it. ${again}`
        : `This link has expired: it works for ${EMAIL_CHANGE_UNDO_DAYS} days.`,
      { token: 'Expired' },
    );
  if (refusal === 'not_yours')
    return forbidden(
      'not_your_change',
      'This link confirms a change to another account. Sign out, then open it signed in to the account that asked.',
    );
  return link === 'confirm'
    ? conflict(
        'Another account uses that e-mail address now, so it cannot become yours. Choose another address.',
        { email: 'Already in use' },
      )
    : conflict(
        `Another account uses ${change?.oldEmail ?? 'your old address'} now, so it cannot be restored.`,
        { email: 'Already in use' },
      );
}
