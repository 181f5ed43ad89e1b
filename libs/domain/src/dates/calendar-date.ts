/**
 * A calendar date as the site shows it everywhere ("25 Nov 2026" in en-GB, "Nov 25, 2026" in en-US):
 * the visitor's locale when none is given, day, short month and year, never the time of day.
 */
export function calendarDate(date: Date | string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(date));
}
