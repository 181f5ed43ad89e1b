import {
  mailedSignInExpiry,
  mailedSignInLifetimeText,
  mailedSignInSentMessage,
} from './mailed-sign-in';

describe('mailed sign-in links (issue #28, items 1 and 3)', () => {
  const at = new Date('2026-03-01T10:00:00Z');

  it('resets a password for an hour: "a one-use link (token stored hashed, valid 1 hour)"', () => {
    expect(mailedSignInExpiry('password_reset', at)).toEqual(new Date('2026-03-01T11:00:00Z'));
    expect(mailedSignInLifetimeText('password_reset')).toBe('1 hour');
  });

  it('signs in for 15 minutes: "Link one-use, hashed, short-lived (say 15 minutes)"', () => {
    expect(mailedSignInExpiry('sign_in', at)).toEqual(new Date('2026-03-01T10:15:00Z'));
    expect(mailedSignInLifetimeText('sign_in')).toBe('15 minutes');
  });

  it('"answers the same words for every address (registered or not, so it reveals nothing)": only the address typed differs', () => {
    expect(mailedSignInSentMessage('password_reset', 'jane@example.com')).toBe(
      'If jane@example.com is the address of a Vouch account, we sent it a link to choose a new password. It works once, for 1 hour.',
    );
    expect(mailedSignInSentMessage('sign_in', 'jane@example.com')).toBe(
      'If jane@example.com is the address of a Vouch account, we sent it a link to sign in. It works once, for 15 minutes.',
    );
  });
});
