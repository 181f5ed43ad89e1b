import {
  formatUnsubscribeToken,
  parseUnsubscribeToken,
  unsubscribeTokenPayload,
} from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  it('read back the person and kind they were made for', () => {
    const token = formatUnsubscribeToken({
      encodedUserId: 'u-9Zx_1',
      kind: 'review_replies',
      signature: 'abc-DEF_123',
    });
    expect(parseUnsubscribeToken(token)).toEqual({
      encodedUserId: 'u-9Zx_1',
      kind: 'review_replies',
      signature: 'abc-DEF_123',
    });
  });

  it('sign the person and the kind together, so a signature for one kind stops no other', () => {
    expect(unsubscribeTokenPayload('u1', 'review_replies')).not.toBe(
      unsubscribeTokenPayload('u1', 'dispute_moves'),
    );
    expect(unsubscribeTokenPayload('u1', 'review_replies')).not.toBe(
      unsubscribeTokenPayload('u2', 'review_replies'),
    );
  });

  it.each([
    '',
    'a.b',
    'u1.newsletter.sig',
    'u1.review_replies.',
    '.review_replies.sig',
    'u1.review_replies.sig.extra',
    'u 1.review_replies.sig',
    `u1.review_replies.${'s'.repeat(200)}`,
  ])('refuse %p', (token) => {
    expect(parseUnsubscribeToken(token)).toBeNull();
  });
});
