import { formattedText, type FormattedTexts } from '../intl/formatted-texts';
import { keptPerKey } from '../intl/kept-per-key';

/** Years and digits as every reader of the site counts them, whatever else their locale says (th's Buddhist era, fa's digits). */
const GREGORIAN = { calendar: 'gregory', numberingSystem: 'latn' } as const;

/** One DateTimeFormat per locale for these options, kept (see keptPerKey). */
const gregorianFormat = (options: Intl.DateTimeFormatOptions) =>
  keptPerKey((locale) => new Intl.DateTimeFormat(locale, { ...GREGORIAN, ...options }));

/** `format`'s text of `date` in `locale`, through `texts` under `kind`, the locale and the instant. */
function utcCalendarText(
  kind: string,
  format: (locale: string) => Intl.DateTimeFormat,
  date: Date | string,
  locale: string,
  texts: FormattedTexts | undefined,
): string {
  const instant = new Date(date);
  return formattedText(texts, `${kind} ${locale} ${instant.getTime()}`, () =>
    format(locale).format(instant),
  );
}

const dayFormat = gregorianFormat({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = gregorianFormat({
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const monthFormat = gregorianFormat({ year: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * A calendar date as the site shows it everywhere ("25 Nov 2026" in en-GB, "Nov 25, 2026" in en-US):
 * day, short month and year in the visitor's date locale (`dateLocaleFrom`), never the time of day.
 * The day is UTC's, so a page rendered on the server reads the same once the browser hydrates it
 * (with `texts`, from the server's own writing: see FormattedTexts).
 */
export function calendarDate(date: Date | string, locale: string, texts?: FormattedTexts): string {
  return utcCalendarText('day', dayFormat, date, locale, texts);
}

/**
 * A moment in the visitor's own time zone, with its time of day ("25 Nov 2026, 09:15"): messages,
 * and deadlines, which end at an hour of the visitor's day, not at a UTC date. Pages rendered only
 * in the browser show these.
 */
export function calendarMoment(date: Date | string, locale: string): string {
  return momentFormat(locale).format(new Date(date));
}

/** A month of a year ("November 2025"), as a profile's "member since" says it; UTC's, through `texts` as calendarDate. */
export function calendarMonth(date: Date | string, locale: string, texts?: FormattedTexts): string {
  return utcCalendarText('month', monthFormat, date, locale, texts);
}
