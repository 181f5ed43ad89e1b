import { convertAmount, STORE_CURRENCY, type ExchangeRates } from '../currency/currency';

export interface PriceBounds {
  min_price: number | null;
  max_price: number | null;
}

/**
 * Spec §5: "Currency change on the search page with min or max price set: prices are converted to
 * the new currency, rounded up". The store currency ('*') is many currencies at once, so bounds
 * to or from it, or without a rate, keep their numbers.
 */
export function convertPriceBounds(
  bounds: PriceBounds,
  from: string,
  to: string,
  rates: ExchangeRates,
): PriceBounds {
  const convert = (amount: number | null) => {
    if (amount === null || from === STORE_CURRENCY || to === STORE_CURRENCY) return amount;
    const converted = convertAmount(amount, from, to, rates);
    return converted === null ? amount : Math.ceil(converted);
  };
  return { min_price: convert(bounds.min_price), max_price: convert(bounds.max_price) };
}

/**
 * The server's price filter: bounds in US dollars when they are in a currency with a rate (the
 * database keeps each product's price in dollars); null means "compare store prices as they are".
 */
export function priceBoundsInUsd(
  bounds: PriceBounds,
  currency: string | null,
  rates: ExchangeRates,
): PriceBounds | null {
  const rate = currency && currency !== STORE_CURRENCY ? rates[currency] : undefined;
  if (!rate) return null;
  const toUsd = (amount: number | null) => (amount === null ? null : amount / rate);
  return { min_price: toUsd(bounds.min_price), max_price: toUsd(bounds.max_price) };
}
