import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { countryChosen, currencyChosen, localeStorage, ratesReceived, useMe } from '@vouch/api-client';
import { effectiveCurrency } from '@vouch/domain';

/**
 * Brings the locale slice in step with the browser and the server: cached rates first, fresh
 * ones from me.json when the cache was stale; the signed-in reviewer's saved currency, else the
 * one kept in the browser; '*' when the chosen currency has no rate (spec §4).
 */
export function useLocaleSync(): void {
  const dispatch = useDispatch();
  const { data: me } = useMe();

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
}
