import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { countryChosen, currencyChosen, localeStorage, ratesReceived, selectRates, useMe } from '@vouch/api-client';
import { currencyNamedInAddress, effectiveCurrency } from '@vouch/domain';

/**
 * Brings the locale slice in step with the browser and the server: cached rates first, fresh
 * ones from me.json when the cache was stale; the signed-in reviewer's saved currency, else the
 * one kept in the browser; '*' when the chosen currency has no rate (spec §4). An address with
 * `?currency=` then sets the currency as a choice in the selector would, kept in the browser.
 */
export function useLocaleSync(): void {
  const dispatch = useDispatch();
  const { data: me } = useMe();
  const rates = useSelector(selectRates);
  const currencyInAddress = new URLSearchParams(useLocation().search).get('currency');

  useEffect(() => {
    if (!me) return;
    let rates = localeStorage.rates()?.rates ?? {};
    if (me.exchange_rates) {
      rates = me.exchange_rates;
      localeStorage.saveRates(rates, Date.now());
    }
    dispatch(ratesReceived(rates));
    const chosen = me.reviewer ? me.currency : (localeStorage.currency() ?? me.currency);
    const currency = effectiveCurrency(chosen, rates);
    if (currency !== chosen) localeStorage.saveCurrency(currency);
    dispatch(currencyChosen(currency));
    dispatch(countryChosen(localeStorage.country() ?? me.current_country));
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
