import { useCallback, useContext } from 'react';
import { useSelector } from 'react-redux';
import { formatPrice, formatPriceRange } from '@vouch/domain';
import { FormattedTextsContext } from './formatted-texts-context';
import { selectCurrency, selectRates } from './locale-slice';

/** The one price formatter, bound to the viewer's chosen currency and the current rates. */
export function useFormatPrice() {
  const chosenCurrency = useSelector(selectCurrency);
  const rates = useSelector(selectRates);
  const texts = useContext(FormattedTextsContext);
  const price = useCallback(
    (amount: number, storeCurrency: string) =>
      formatPrice(amount, storeCurrency, { chosenCurrency, rates, texts }),
    [chosenCurrency, rates, texts],
  );
  const range = useCallback(
    (low: number, high: number, storeCurrency: string) =>
      formatPriceRange(low, high, storeCurrency, { chosenCurrency, rates, texts }),
    [chosenCurrency, rates, texts],
  );
  return { price, range };
}
