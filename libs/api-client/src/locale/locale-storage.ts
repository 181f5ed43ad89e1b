import type { ExchangeRates } from '@vouch/domain';
import { browserStorage } from '../browser-storage';

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
  saveCurrency: (currency: string) => browserStorage.write(LOCALE_KEY, { currency }),
  country: () => browserStorage.read<string>(COUNTRY_KEY),
  saveCountry: (country: string) => browserStorage.write(COUNTRY_KEY, country),
  rates: (): CachedRates | null => {
    const cached = browserStorage.read<CachedRates>(RATES_KEY);
    return cached && typeof cached.createdAt === 'number' && typeof cached.rates === 'object' ? cached : null;
  },
  saveRates: (rates: ExchangeRates, createdAt: number) => browserStorage.write(RATES_KEY, { rates, createdAt }),
};
