import {
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  localeCookie,
  savedLocaleFromCookies,
} from './locale-cookies';

describe('locale cookies (spec §3 "Locale saved in browser", read by the server renderer)', () => {
  it('keeps a choice for a year, site-wide', () => {
    expect(localeCookie(CURRENCY_COOKIE, 'EUR')).toBe(
      'vouch_currency=EUR; max-age=31536000; path=/; samesite=lax',
    );
    expect(localeCookie(CURRENCY_COOKIE, '*')).toBe(
      'vouch_currency=*; max-age=31536000; path=/; samesite=lax',
    );
  });

  it('reads the currency and country back, upper-cased', () => {
    expect(savedLocaleFromCookies({ [CURRENCY_COOKIE]: 'eur', [COUNTRY_COOKIE]: 'nl' })).toEqual({
      currency: 'EUR',
      country: 'NL',
    });
    expect(savedLocaleFromCookies({ [CURRENCY_COOKIE]: '*' })).toEqual({
      currency: '*',
      country: null,
    });
  });

  it('takes a malformed or unknown value as no choice', () => {
    expect(
      savedLocaleFromCookies({ [CURRENCY_COOKIE]: '<script>', [COUNTRY_COOKIE]: 'QQ' }),
    ).toEqual({ currency: null, country: null });
    expect(savedLocaleFromCookies({})).toEqual({ currency: null, country: null });
  });
});
