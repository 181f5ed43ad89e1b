import {
  convertAmount,
  currencyFlagCode,
  currencyFlagPath,
  currencyOptions,
  currencyNamedInAddress,
  effectiveCurrency,
  EXCHANGE_RATES_TTL_MS,
  exchangeRatesAreFresh,
  normalizeCurrencyCode,
  roundToMinorUnits,
} from './currency';
import { FormattedTexts } from '../intl/formatted-texts';
import { formatPrice, formatPriceRange } from './format-price';

const rates = { USD: 1, EUR: 0.92, GBP: 0.79, AUD: 1.52, JPY: 151.4, CHF: 0.88, INR: 83.2 };

describe('currency rules', () => {
  it('"Top currencies listed first: AUD, CAD, EUR, GBP, INR, NZD, USD; the rest follow under a separator."', () => {
    expect(currencyOptions({ ...rates, CAD: 1.37, NZD: 1.66 }).top).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'INR',
      'NZD',
      'USD',
    ]);
    expect(currencyOptions(rates)).toEqual({
      top: ['AUD', 'EUR', 'GBP', 'INR', 'USD'],
      rest: ['CHF', 'JPY'],
    });
  });

  it('"If the chosen currency has no exchange rate, the currency falls back to \'*\'."', () => {
    expect(effectiveCurrency('ISK', rates)).toBe('*');
    expect(effectiveCurrency('eur', rates)).toBe('EUR');
    expect(effectiveCurrency('*', rates)).toBe('*');
    expect(effectiveCurrency('not a code', rates)).toBe('*');
    expect(effectiveCurrency(null, rates)).toBe('*');
  });

  it('takes the currency an address names when it has a rate ("currency from the query string" upper-cased, spec §5)', () => {
    expect(currencyNamedInAddress('eur', rates)).toBe('EUR');
    expect(currencyNamedInAddress('*', rates)).toBe('*');
    expect(currencyNamedInAddress('ISK', rates)).toBeNull();
    expect(currencyNamedInAddress('euros', rates)).toBeNull();
    expect(currencyNamedInAddress(null, rates)).toBeNull();
    expect(currencyNamedInAddress('EUR', {})).toBeNull();
  });

  it('upper-cases currency codes (spec §5) and refuses malformed ones', () => {
    expect(normalizeCurrencyCode(' gbp ')).toBe('GBP');
    expect(normalizeCurrencyCode('pounds')).toBeNull();
  });

  it("rounds an amount to its currency's minor units", () => {
    expect(roundToMinorUnits(29.126, 'EUR')).toBe(29.13);
    expect(roundToMinorUnits(4411.7, 'JPY')).toBe(4412);
    expect(roundToMinorUnits(2912.444, 'INR')).toBe(2912.44);
    expect(roundToMinorUnits(40351.5, 'KRW')).toBe(40352);
  });

  it('converts through the rates per US dollar', () => {
    expect(convertAmount(100, 'USD', 'EUR', rates)).toBeCloseTo(92);
    expect(convertAmount(79, 'GBP', 'USD', rates)).toBeCloseTo(100);
    expect(convertAmount(10, 'USD', 'ISK', rates)).toBeNull();
  });

  it('"Exchange-rate cache valid 6 hours."', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(exchangeRatesAreFresh(now - EXCHANGE_RATES_TTL_MS + 1, now)).toBe(true);
    expect(exchangeRatesAreFresh(now - EXCHANGE_RATES_TTL_MS, now)).toBe(false);
    expect(exchangeRatesAreFresh(null, now)).toBe(false);
    expect(exchangeRatesAreFresh(now + 60_000, now)).toBe(false);
  });

  it("shows a currency with its country's flag: GBP is Great Britain's, EUR the EU's", () => {
    expect(currencyFlagCode('GBP')).toBe('gb');
    expect(currencyFlagCode('usd')).toBe('us');
    expect(currencyFlagCode('EUR')).toBe('eu');
  });

  it('shows no flag for the store currency, a currency of no one country or a malformed code', () => {
    expect(currencyFlagCode('*')).toBeNull();
    expect(currencyFlagCode('XAF')).toBeNull();
    expect(currencyFlagCode('../etc')).toBeNull();
  });

  it('"Flag images load from a currency flag image path by lowercase currency code" (spec §7)', () => {
    expect(currencyFlagPath('NZD')).toBe('/media/flags/nzd.svg');
    expect(currencyFlagPath('XDR')).toBeNull();
  });
});

describe('formatPrice: the one price formatter', () => {
  it('shows the chosen currency, converted', () => {
    expect(formatPrice(100, 'USD', { chosenCurrency: 'EUR', rates })).toBe('€92.00');
  });

  it("shows the store's own currency for '*' and for currencies without a rate", () => {
    expect(formatPrice(100, 'GBP', { chosenCurrency: '*', rates })).toBe('£100.00');
    expect(formatPrice(100, 'GBP', { chosenCurrency: 'ISK', rates })).toBe('£100.00');
    expect(formatPrice(100, 'SEK', { chosenCurrency: 'USD', rates })).toBe('SEK\u00a0100.00');
  });

  it('formats ranges, and a single price when both ends match', () => {
    expect(formatPriceRange(10, 25, 'USD', { chosenCurrency: '*', rates })).toBe('$10.00 – $25.00');
    expect(formatPriceRange(10, 10, 'USD', { chosenCurrency: '*', rates })).toBe('$10.00');
  });

  it('writes down the prices a server render writes, under the converted amount, and reads them back for the browser', () => {
    const server = new FormattedTexts({}, true);
    expect(formatPrice(100, 'USD', { chosenCurrency: 'EUR', rates, texts: server })).toBe('€92.00');
    expect(server.toJSON()).toEqual({ 'price en-US EUR 92': '€92.00' });
    // A handed text is taken as it is: the browser does not ask Intl again.
    const browser = new FormattedTexts({ 'price en-US EUR 92': 'the server’s €92.00' });
    expect(formatPrice(100, 'USD', { chosenCurrency: 'EUR', rates, texts: browser })).toBe(
      'the server’s €92.00',
    );
    expect(formatPrice(200, 'USD', { chosenCurrency: 'EUR', rates, texts: browser })).toBe(
      '€184.00',
    );
    expect(browser.toJSON()).toEqual({ 'price en-US EUR 92': 'the server’s €92.00' });
  });
});
