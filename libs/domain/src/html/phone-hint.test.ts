import { requestLooksLikePhone } from './phone-hint';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('requestLooksLikePhone', () => {
  it('believes the client hint first', () => {
    expect(requestLooksLikePhone({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP })).toBe(true);
    expect(requestLooksLikePhone({ 'sec-ch-ua-mobile': '?0', 'user-agent': PIXEL })).toBe(false);
  });

  it('reads phones from the user agent, not tablets or desktops', () => {
    expect(requestLooksLikePhone({ 'user-agent': PIXEL })).toBe(true);
    expect(requestLooksLikePhone({ 'user-agent': IPHONE })).toBe(true);
    expect(requestLooksLikePhone({ 'user-agent': TABLET })).toBe(false);
    expect(requestLooksLikePhone({ 'user-agent': DESKTOP })).toBe(false);
    expect(requestLooksLikePhone({})).toBe(false);
  });
});
