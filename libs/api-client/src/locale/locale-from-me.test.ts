import type { MeResponse } from '@vouch/contracts';
import { localeFromMe } from './locale-from-me';

const guest: MeResponse = {
  current_country: 'US',
  currency: '*',
  reviewer: null,
  exchange_rates: { EUR: 0.9, GBP: 0.8 },
} as MeResponse;
const nothingKept = { currency: null, country: null, rates: null };

describe('localeFromMe (spec §4 currency, §3 locale saved in browser)', () => {
  it('shows a guest the currency and country they chose, with the fresh rates', () => {
    expect(localeFromMe(guest, { currency: 'EUR', country: 'NL', rates: null })).toEqual({
      currency: 'EUR',
      country: 'NL',
      rates: guest.exchange_rates,
    });
  });

  it('falls back to the server’s country and currency when nothing was chosen', () => {
    expect(localeFromMe(guest, nothingKept)).toEqual({
      currency: '*',
      country: 'US',
      rates: guest.exchange_rates,
    });
  });

  it('"If the chosen currency has no exchange rate, the currency falls back to \'*\'"', () => {
    expect(localeFromMe(guest, { ...nothingKept, currency: 'JPY' }).currency).toBe('*');
  });

  it('uses the kept rates when me.json brought none', () => {
    const withoutRates = { ...guest, exchange_rates: undefined };
    expect(
      localeFromMe(withoutRates, { currency: 'GBP', country: null, rates: { GBP: 0.8 } }),
    ).toEqual({
      currency: 'GBP',
      country: 'US',
      rates: { GBP: 0.8 },
    });
  });

  it('shows a signed-in reviewer their saved currency, whatever this browser chose', () => {
    const reviewer = { ...guest, currency: 'GBP', reviewer: { id: 'r1' } } as unknown as MeResponse;
    expect(localeFromMe(reviewer, { ...nothingKept, currency: 'EUR' }).currency).toBe('GBP');
  });
});
