/** How long the link mailed to a new sign-in address confirms the change (issue #28, item 2). */
export const EMAIL_CHANGE_CONFIRM_HOURS = 24;

/** How long the link in the notice to the old address undoes the change. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** E-mail changes one account may ask for in a day: each mails two addresses, one of them any address typed. */
export const EMAIL_CHANGES_PER_DAY = 5;

/** The query parameter of the confirm and undo pages that carries the mailed token. */
export const EMAIL_CHANGE_TOKEN_PARAM = 'token';

/** When each link of one e-mail change stops working, counted from when the change was asked for. */
export function emailChangeExpiries(requestedAt: Date): {
  confirmExpiresAt: Date;
  undoExpiresAt: Date;
} {
  return {
    confirmExpiresAt: new Date(requestedAt.getTime() + EMAIL_CHANGE_CONFIRM_HOURS * 3_600_000),
    undoExpiresAt: new Date(requestedAt.getTime() + EMAIL_CHANGE_UNDO_DAYS * 86_400_000),
  };
}

/** What a mailed link of an e-mail change can still do. */
export type EmailChangeLinkState = 'usable' | 'used' | 'expired';

/**
 * The state of one link: used once it did its work (or the change was undone, which ends the
 * confirm link too), expired at its expiry, usable otherwise. Used wins over expired, so a person
 * who opens a link twice is told it already worked.
 */
export function emailChangeLinkState(
  link: { usedAt: Date | null; expiresAt: Date },
  now: Date,
): EmailChangeLinkState {
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() > now.getTime() ? 'usable' : 'expired';
}
