import type { MeResponse } from '@vouch/contracts';
import { effectiveCurrency, type ExchangeRates } from '@vouch/domain';
import type { LocaleState } from './locale-slice';

/** What the browser kept of the visitor's choices (its storage, or the cookies the server reads). */
export interface SavedLocale {
  currency: string | null;
  country: string | null;
  rates: ExchangeRates | null;
}

/**
 * The locale a page shows: the fresh rates when me.json brought them, else the kept ones; the
 * signed-in reviewer's saved currency, else the visitor's choice, else the server's default, as
 * '*' when it has no rate (spec §4); the chosen country, else the one the server located.
 */
export function localeFromMe(me: MeResponse, saved: SavedLocale): Omit<LocaleState, 'dateLocale'> {
  const rates = me.exchange_rates ?? saved.rates ?? {};
  const chosen = me.reviewer ? me.currency : (saved.currency ?? me.currency);
  return {
    rates,
    currency: effectiveCurrency(chosen, rates),
    country: saved.country ?? me.current_country,
  };
}
