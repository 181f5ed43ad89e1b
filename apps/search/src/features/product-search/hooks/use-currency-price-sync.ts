import { useEffect, useEffectEvent, useRef } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrency, selectRates } from '@vouch/api-client';
import { convertPriceBounds, type SearchParams } from '@vouch/domain';

/**
 * Spec §5: "Currency change on the search page with min or max price set: prices are converted to
 * the new currency, rounded up, and the search re-fetched with the currency."
 */
export function useCurrencyPriceSync(
  params: SearchParams,
  go: (next: SearchParams, options: { replace: boolean }) => void,
) {
  const chosen = useSelector(selectCurrency);
  const rates = useSelector(selectRates);
  const previous = useRef(chosen);
  const convert = useEffectEvent((from: string, to: string) => {
    if (params.min_price === null && params.max_price === null && params.currency === null) return;
    go(
      {
        ...params,
        ...convertPriceBounds(params, params.currency ?? from, to, rates),
        currency: to,
      },
      { replace: true },
    );
  });
  useEffect(() => {
    const before = previous.current;
    previous.current = chosen;
    if (before !== chosen) convert(before, chosen);
  }, [chosen]);
}
