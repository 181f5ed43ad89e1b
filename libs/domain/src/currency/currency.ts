import { COUNTRY_NAMES } from '../countries/country-names';

/** Spec §4: "'*' means the store's own currency; other values are currency codes." */
export const STORE_CURRENCY = '*';

/** Spec §9: "Top currencies listed first: AUD, CAD, EUR, GBP, INR, NZD, USD; the rest follow under a separator." */
export const TOP_CURRENCIES = ['AUD', 'CAD', 'EUR', 'GBP', 'INR', 'NZD', 'USD'] as const;

/** Spec §9 help text under the selector. */
export const CURRENCY_HELP_TEXT =
  'Prices will only be shown in this currency here. Stores may use different currencies.';

/** Spec §9: "Exchange-rate cache valid 6 hours." */
export const EXCHANGE_RATES_TTL_MS = 6 * 60 * 60 * 1000;

/** Units of each currency per US dollar, keyed by upper-case currency code. */
export type ExchangeRates = Readonly<Record<string, number>>;

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A currency code as the query string or storage may hold it: upper-cased, or null when malformed. */
export function normalizeCurrencyCode(value: string | null | undefined): string | null {
  if (value === STORE_CURRENCY) return STORE_CURRENCY;
  const upper = value?.trim().toUpperCase() ?? '';
  return CURRENCY_CODE.test(upper) ? upper : null;
}

/** Spec §4: "If the chosen currency has no exchange rate, the currency falls back to '*'." */
export function effectiveCurrency(chosen: string | null | undefined, rates: ExchangeRates): string {
  const code = normalizeCurrencyCode(chosen);
  if (!code || code === STORE_CURRENCY) return STORE_CURRENCY;
  return rates[code] ? code : STORE_CURRENCY;
}

/**
 * The currency an address's `?currency=` names (spec §5 keeps it from the query string,
 * upper-cased): a shared link shows prices as its sender saw them. Null when the address names
 * none, or one without a rate.
 */
export function currencyNamedInAddress(value: string | null, rates: ExchangeRates): string | null {
  const code = normalizeCurrencyCode(value);
  if (!code) return null;
  return code === STORE_CURRENCY || rates[code] ? code : null;
}

/** The selector's options: the top currencies that have a rate, then the others, alphabetically. */
export function currencyOptions(rates: ExchangeRates): { top: string[]; rest: string[] } {
  const available = Object.keys(rates).filter((code) => (rates[code] ?? 0) > 0);
  const top = TOP_CURRENCIES.filter((code) => available.includes(code));
  const rest = available
    .filter((code) => !top.includes(code as (typeof TOP_CURRENCIES)[number]))
    .sort();
  return { top, rest };
}

/** An amount converted between currencies through their rates per US dollar; null without both rates. */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  rates: ExchangeRates,
): number | null {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

/** Minor-unit digits by currency: a number format costs about 0.1 ms to make (the seed rounds millions of prices). */
const MINOR_DIGITS = new Map<string, number>();

/** An amount rounded to its currency's minor units, as a shop prices in it (two decimals for euros, none for yen). */
export function roundToMinorUnits(amount: number, currency: string): number {
  let digits = MINOR_DIGITS.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    MINOR_DIGITS.set(currency, digits);
  }
  const factor = 10 ** digits;
  return Math.round(amount * factor) / factor;
}

/** Spec §4 "Exchange-rate cache ... with creation time": fresh for six hours. */
export function exchangeRatesAreFresh(createdAt: number | null | undefined, now: number): boolean {
  return (
    typeof createdAt === 'number' && now >= createdAt && now - createdAt < EXCHANGE_RATES_TTL_MS
  );
}

/**
 * The flag a currency is shown with, as a lower-case flag code: a national currency's code starts
 * with its country's code (ISO 4217), the euro's flag is the EU's. Null for currencies of no one
 * country (XAF, XDR, ...), which are shown without a flag.
 */
export function currencyFlagCode(code: string): string | null {
  const currency = normalizeCurrencyCode(code);
  if (!currency || currency === STORE_CURRENCY) return null;
  if (currency === 'EUR') return 'eu';
  const country = currency.slice(0, 2);
  return country in COUNTRY_NAMES ? country.toLowerCase() : null;
}

/**
 * Spec §7: "Flag images load from a currency flag image path by lowercase currency code" (ours are
 * SVG from a maintained flag set); null for a currency without a flag.
 */
export function currencyFlagPath(code: string): string | null {
  return currencyFlagCode(code) ? `/media/flags/${code.toLowerCase()}.svg` : null;
}
