import { SHOP_REPLY_MAX_LENGTH, shopReplyError } from './shop-reply';

describe('shop replies', () => {
  it('asks for words: an empty or blank reply is refused', () => {
    expect(shopReplyError('')).toBe('Please write your reply before posting it');
    expect(shopReplyError(' \n\t ')).toBe('Please write your reply before posting it');
  });

  it(`accepts up to ${SHOP_REPLY_MAX_LENGTH} characters, counted without the surrounding blanks`, () => {
    expect(shopReplyError('Thank you, we are glad the bag held up.')).toBeNull();
    expect(shopReplyError(`  ${'a'.repeat(SHOP_REPLY_MAX_LENGTH)}  `)).toBeNull();
  });

  it('says how long a too-long reply is, so the writer knows how much to cut', () => {
    expect(shopReplyError('a'.repeat(SHOP_REPLY_MAX_LENGTH + 1))).toBe(
      'Please keep your reply to 2,000 characters (it has 2,001)',
    );
  });
});
