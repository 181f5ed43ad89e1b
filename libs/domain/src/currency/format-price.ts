import { formattedText, type FormattedTexts } from '../intl/formatted-texts';
import { keptPerKey } from '../intl/kept-per-key';
import { convertAmount, effectiveCurrency, STORE_CURRENCY, type ExchangeRates } from './currency';

/** Keyed by locale and currency, joined by a space (neither contains one). */
const priceFormat = keptPerKey((localeAndCurrency) => {
  const [locale, currency] = localeAndCurrency.split(' ');
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 });
});

export interface PriceDisplay {
  /** The chosen currency ('*' for the store's own) and the rates it is converted with. */
  chosenCurrency: string;
  rates: ExchangeRates;
  locale?: string;
  /** Prices already written for this page (see FormattedTexts). */
  texts?: FormattedTexts;
}

/**
 * Every price on the site goes through here: shown in the chosen currency when it and the store's
 * currency both have rates, otherwise in the store's own currency.
 */
export function formatPrice(amount: number, storeCurrency: string, display: PriceDisplay): string {
  const target = effectiveCurrency(display.chosenCurrency, display.rates);
  const converted =
    target === STORE_CURRENCY ? null : convertAmount(amount, storeCurrency, target, display.rates);
  const [value, currency] = converted === null ? [amount, storeCurrency] : [converted, target];
  const format = `${display.locale ?? 'en-US'} ${currency}`;
  return formattedText(display.texts, `price ${format} ${value}`, () =>
    priceFormat(format).format(value),
  );
}

/** A price range ("$10.00 – $25.00"), or one price when both ends are equal. */
export function formatPriceRange(
  low: number,
  high: number,
  storeCurrency: string,
  display: PriceDisplay,
): string {
  const from = formatPrice(low, storeCurrency, display);
  return high > low ? `${from} – ${formatPrice(high, storeCurrency, display)}` : from;
}
