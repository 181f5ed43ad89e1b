import { COUNTRY_COOKIE, CURRENCY_COOKIE, localeCookie, type ExchangeRates } from '@vouch/domain';
import { browserStorage } from '../browser-storage';

/** The server renders prices in the chosen currency: it reads the choice from a cookie. */
function saveCookie(name: typeof CURRENCY_COOKIE | typeof COUNTRY_COOKIE, value: string): void {
  document.cookie = localeCookie(name, value);
}

/** Spec §3 "Locale saved in browser": currency under a locale key, a country key, and the rates cache. */
const LOCALE_KEY = 'vouch.locale';
const COUNTRY_KEY = 'vouch.country';
const RATES_KEY = 'vouch.exchangeRates';

export interface CachedRates {
  rates: ExchangeRates;
  createdAt: number;
}

export const localeStorage = {
  currency: () => browserStorage.read<{ currency?: string }>(LOCALE_KEY)?.currency ?? null,
  saveCurrency: (currency: string) => {
    browserStorage.write(LOCALE_KEY, { currency });
    saveCookie(CURRENCY_COOKIE, currency);
  },
  country: () => browserStorage.read<string>(COUNTRY_KEY),
  saveCountry: (country: string) => {
    browserStorage.write(COUNTRY_KEY, country);
    saveCookie(COUNTRY_COOKIE, country);
  },
  rates: (): CachedRates | null => {
    const cached = browserStorage.read<CachedRates>(RATES_KEY);
    return cached && typeof cached.createdAt === 'number' && typeof cached.rates === 'object'
      ? cached
      : null;
  },
  saveRates: (rates: ExchangeRates, createdAt: number) =>
    browserStorage.write(RATES_KEY, { rates, createdAt }),
};
