import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import {
  currencyChosen,
  dateLocaleSettled,
  localeFromMe,
  localeSettled,
  localeStorage,
  selectDateLocale,
  selectRates,
  useMe,
} from '@vouch/api-client';
import { currencyNamedInAddress, dateLocaleFrom } from '@vouch/domain';

/**
 * Brings the locale slice in step with the browser and the server: cached rates first, fresh
 * ones from me.json when the cache was stale; the signed-in reviewer's saved currency, else the
 * one kept in the browser; '*' when the chosen currency has no rate (spec §4). An address with
 * `?currency=` then sets the currency as a choice in the selector would, kept in the browser. Dates
 * follow the browser's languages.
 */
export function useLocaleSync(): void {
  const dispatch = useDispatch();
  const { data: me } = useMe();
  const rates = useSelector(selectRates);
  const dateLocale = useSelector(selectDateLocale);
  const currencyInAddress = new URLSearchParams(useLocation().search).get('currency');

  // Dates in the browser's languages: as the server read them from the request, unless they changed
  // since. The locale held is known to Intl already (the server's, or found here): not asked again.
  useEffect(() => {
    dispatch(dateLocaleSettled(dateLocaleFrom(navigator.languages, dateLocale)));
  }, [dispatch, dateLocale]);

  useEffect(() => {
    if (!me) return;
    const saved = {
      currency: localeStorage.currency(),
      country: localeStorage.country(),
      rates: localeStorage.rates()?.rates ?? null,
    };
    const locale = localeFromMe(me, saved);
    if (me.exchange_rates) localeStorage.saveRates(locale.rates, Date.now());
    const chosen = me.reviewer ? me.currency : (saved.currency ?? me.currency);
    if (locale.currency !== chosen) localeStorage.saveCurrency(locale.currency);
    dispatch(localeSettled(locale));
  }, [me, dispatch]);

  // Runs again when the rates arrive, and when the address names another currency; a choice made
  // in the selector since stands until then.
  useEffect(() => {
    const currency = currencyNamedInAddress(currencyInAddress, rates);
    if (!currency) return;
    dispatch(currencyChosen(currency));
    localeStorage.saveCurrency(currency);
  }, [currencyInAddress, rates, dispatch]);
}
