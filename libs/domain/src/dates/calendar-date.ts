/**
 * A calendar date as the site shows it everywhere ("25 Nov 2026" in en-GB, "Nov 25, 2026" in en-US):
 * day, short month and year in the visitor's date locale (`dateLocaleFrom`), never the time of day.
 * The day is UTC's, so a page rendered on the server reads the same once the browser hydrates it.
 */
export function calendarDate(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}

/** A moment in a conversation ("25 Nov 2026, 09:15"): the date as everywhere, with the visitor's own time of day. */
export function calendarMoment(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(date));
}

/** A month of a year ("November 2025"), as a profile's "member since" says it. */
export function calendarMonth(date: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(date));
}
