import { useCallback, useContext } from 'react';
import { useSelector } from 'react-redux';
import { calendarDate, calendarMoment, calendarMonth } from '@vouch/domain';
import { FormattedTextsContext } from './formatted-texts-context';
import { selectDateLocale } from './locale-slice';

/**
 * The one date formatter, bound to the visitor's date locale: `date` for days, `moment` for a day
 * and its time, `month` for a month; `texts`, the page's already written (see FormattedTexts), for
 * the domain's date-bearing lines. Remotes take them from here, not from the context: under a
 * shell built before the context existed, this answers none and Intl writes them.
 */
export function useDateFormat() {
  const locale = useSelector(selectDateLocale);
  const texts = useContext(FormattedTextsContext);
  const date = useCallback(
    (value: Date | string) => calendarDate(value, locale, texts),
    [locale, texts],
  );
  // In the reader's own time zone: never the server's text (the server does not render these).
  const moment = useCallback((value: Date | string) => calendarMoment(value, locale), [locale]);
  const month = useCallback(
    (value: Date | string) => calendarMonth(value, locale, texts),
    [locale, texts],
  );
  return { date, moment, month, locale, texts };
}
