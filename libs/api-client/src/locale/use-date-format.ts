import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { calendarDate, calendarMoment, calendarMonth } from '@vouch/domain';
import { selectDateLocale } from './locale-slice';

/** The one date formatter, bound to the visitor's date locale: `date` for days, `moment` for a day and its time, `month` for a month. */
export function useDateFormat() {
  const locale = useSelector(selectDateLocale);
  const date = useCallback((value: Date | string) => calendarDate(value, locale), [locale]);
  const moment = useCallback((value: Date | string) => calendarMoment(value, locale), [locale]);
  const month = useCallback((value: Date | string) => calendarMonth(value, locale), [locale]);
  return { date, moment, month, locale };
}
