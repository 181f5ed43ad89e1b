import {
  EMAIL_CHANGE_CONFIRM_HOURS,
  EMAIL_CHANGE_UNDO_DAYS,
  emailChangeExpiries,
  emailChangeLinkState,
} from './email-change';

describe('e-mail change links (issue #28, item 2)', () => {
  it('confirms for 24 hours and undoes for 7 days from the request', () => {
    expect([EMAIL_CHANGE_CONFIRM_HOURS, EMAIL_CHANGE_UNDO_DAYS]).toEqual([24, 7]);
    const at = new Date('2026-03-01T10:00:00Z');
    expect(emailChangeExpiries(at)).toEqual({
      confirmExpiresAt: new Date('2026-03-02T10:00:00Z'),
      undoExpiresAt: new Date('2026-03-08T10:00:00Z'),
    });
  });

  const now = new Date('2026-03-01T10:00:00Z');
  const later = new Date('2026-03-01T10:00:01Z');
  const earlier = new Date('2026-03-01T09:59:59Z');
  it.each([
    ['unused, before its expiry', 'usable', { usedAt: null, expiresAt: later }],
    ['unused, at its expiry', 'expired', { usedAt: null, expiresAt: now }],
    ['unused, after its expiry', 'expired', { usedAt: null, expiresAt: earlier }],
    ['used, before its expiry', 'used', { usedAt: earlier, expiresAt: later }],
    ['used, after its expiry', 'used', { usedAt: earlier, expiresAt: earlier }],
  ] as const)('a link %s is %s', (_name, state, link) => {
    expect(emailChangeLinkState(link, now)).toBe(state);
  });
});
