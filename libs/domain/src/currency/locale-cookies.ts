import { normalizeCountryCode } from '../countries/countries';
import { normalizeCurrencyCode } from './currency';

/** The chosen currency and country, kept in cookies too so the server renders prices as the visitor chose. */
export const CURRENCY_COOKIE = 'vouch_currency';
export const COUNTRY_COOKIE = 'vouch_country';
const LOCALE_COOKIE_DAYS = 365;

/** The `document.cookie` assignment that keeps one locale choice for a year, site-wide. */
export function localeCookie(
  name: typeof CURRENCY_COOKIE | typeof COUNTRY_COOKIE,
  value: string,
): string {
  return `${name}=${encodeURIComponent(value)}; max-age=${LOCALE_COOKIE_DAYS * 86_400}; path=/; samesite=lax`;
}

/** What a request's cookies say the visitor chose; a malformed value counts as no choice. */
export function savedLocaleFromCookies(cookies: Readonly<Record<string, string | undefined>>): {
  currency: string | null;
  country: string | null;
} {
  return {
    currency: normalizeCurrencyCode(cookies[CURRENCY_COOKIE]),
    country: normalizeCountryCode(cookies[COUNTRY_COOKIE]),
  };
}
