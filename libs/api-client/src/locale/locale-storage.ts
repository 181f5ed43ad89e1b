import type { ExchangeRates } from '@vouch/domain';

/** Spec §3 "Locale saved in browser": currency under a locale key, a country key, and the rates cache. */
const LOCALE_KEY = 'vouch.locale';
const COUNTRY_KEY = 'vouch.country';
const RATES_KEY = 'vouch.exchangeRates';

export interface CachedRates {
  rates: ExchangeRates;
  createdAt: number;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the choice lasts for this page only.
  }
}

export const localeStorage = {
  currency: () => read<{ currency?: string }>(LOCALE_KEY)?.currency ?? null,
  saveCurrency: (currency: string) => write(LOCALE_KEY, { currency }),
  country: () => read<string>(COUNTRY_KEY),
  saveCountry: (country: string) => write(COUNTRY_KEY, country),
  rates: (): CachedRates | null => {
    const cached = read<CachedRates>(RATES_KEY);
    return cached && typeof cached.createdAt === 'number' && typeof cached.rates === 'object' ? cached : null;
  },
  saveRates: (rates: ExchangeRates, createdAt: number) => write(RATES_KEY, { rates, createdAt }),
};
