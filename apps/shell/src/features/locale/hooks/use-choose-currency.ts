import { useDispatch } from 'react-redux';
import { currencyChosen, localeStorage, useMe, useUpdateReviewerLocaleMutation } from '@vouch/api-client';

/** Chooses the display currency: kept in the browser, and on the account when signed in (spec §7). */
export function useChooseCurrency(): (currency: string) => void {
  const dispatch = useDispatch();
  const { data: me } = useMe();
  const [updateReviewerLocale] = useUpdateReviewerLocaleMutation();
  return (currency) => {
    dispatch(currencyChosen(currency));
    localeStorage.saveCurrency(currency);
    if (me?.reviewer) updateReviewerLocale({ reviewer: { rs_currency: currency } });
  };
}
