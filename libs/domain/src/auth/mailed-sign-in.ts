/**
 * The two mailed links that sign a person in without their password (issue #28, items 1 and 3):
 * a password reset, and a sign-in link for when the password is forgotten or its attempts are
 * refused. Each works once, until its lifetime ends.
 */
export type MailedSignInKind = 'password_reset' | 'sign_in';

/** How long each kind of link works: "valid 1 hour" (item 1) and "short-lived (say 15 minutes)" (item 3). */
export const MAILED_SIGN_IN_LINK_MINUTES: Readonly<Record<MailedSignInKind, number>> = {
  password_reset: 60,
  sign_in: 15,
};

/**
 * Links of one kind mailed to one address within one link lifetime, from all networks, so no one
 * can flood an inbox. Since the count runs over a lifetime, a link mailed then still works: a
 * stranger asking for the owner's links only fills the owner's inbox with working links.
 */
export const MAILED_LINKS_PER_ADDRESS = 10;

/**
 * One network's share of those (issue #58: a stranger used up an address's links from one network,
 * and the owner's own request then said "sent" while nothing was sent).
 */
export const MAILED_LINKS_PER_ADDRESS_PER_NETWORK = 3;

/** Requests for either link one network address may make an hour, whatever addresses it names. */
export const MAILED_LINK_REQUESTS_PER_IP_HOUR = 20;

/** The sign-in page's query parameter that carries each kind's token. */
export const MAILED_SIGN_IN_PARAM: Readonly<Record<MailedSignInKind, string>> = {
  password_reset: 'reset',
  sign_in: 'link',
};

/** When a link asked for at `requestedAt` stops working. */
export function mailedSignInExpiry(kind: MailedSignInKind, requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + MAILED_SIGN_IN_LINK_MINUTES[kind] * 60_000);
}

/** How long a kind of link works, in words for messages and e-mail: "1 hour", "15 minutes". */
export function mailedSignInLifetimeText(kind: MailedSignInKind): string {
  const minutes = MAILED_SIGN_IN_LINK_MINUTES[kind];
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

/**
 * What asking for a link answers, for any address: with an account or without (issue #28: "answers
 * the same words for every address ... so it reveals nothing").
 */
export function mailedSignInSentMessage(kind: MailedSignInKind, email: string): string {
  const what = kind === 'password_reset' ? 'choose a new password' : 'sign in';
  return `If ${email} is the address of a Vouch account, we sent it a link to ${what}. It works once, for ${mailedSignInLifetimeText(kind)}.`;
}

/**
 * What asking for a link answers past an address's share (429), for any address alike: the count
 * does not depend on an account, so saying so reveals nothing, and the asker is not told "sent".
 */
export function mailedSignInLimitMessage(kind: MailedSignInKind): string {
  const lifetime = mailedSignInLifetimeText(kind);
  return `We have sent as many of these links to that address as we send in ${lifetime}. Use the newest one we sent, or ask again in ${lifetime}.`;
}
