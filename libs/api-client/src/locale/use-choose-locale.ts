import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useMe, useUpdateReviewerLocaleMutation } from '../endpoints/session-api';
import { countryChosen, currencyChosen } from './locale-slice';
import { localeStorage } from './locale-storage';

/**
 * Chooses the display currency or the shopper's country: kept in the browser, and on the account
 * when signed in (spec §7 `PUT /reviews/profile/reviewers/0` with rs_currency or rs_country).
 */
export function useChooseLocale() {
  const dispatch = useDispatch();
  const { data: me } = useMe();
  const signedIn = Boolean(me?.reviewer);
  const [updateReviewerLocale] = useUpdateReviewerLocaleMutation();
  const chooseCurrency = useCallback(
    (currency: string) => {
      dispatch(currencyChosen(currency));
      localeStorage.saveCurrency(currency);
      if (signedIn) updateReviewerLocale({ reviewer: { rs_currency: currency } });
    },
    [dispatch, signedIn, updateReviewerLocale],
  );
  const chooseCountry = useCallback(
    (country: string) => {
      dispatch(countryChosen(country));
      localeStorage.saveCountry(country);
      if (signedIn) updateReviewerLocale({ reviewer: { rs_country: country } });
    },
    [dispatch, signedIn, updateReviewerLocale],
  );
  return { chooseCurrency, chooseCountry };
}
