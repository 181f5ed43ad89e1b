import { keptPerKey } from '../intl/kept-per-key';

/** The site's own: its texts are British English. */
export const DEFAULT_DATE_LOCALE = 'en-GB';

const LANGUAGE_TAG = /^([a-z]{2,3})(?:-([a-z]{2}))?$/i;

const knownToIntl = keptPerKey(
  (locale) => Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0,
);

/**
 * The locale dates are written in, from the visitor's languages: an Accept-Language header on the
 * server, `navigator.languages` in the browser. The first plain language tag ("fr", "en-US") that
 * Intl knows wins, weights aside (browsers list languages in order); anything else counts as none.
 * `known`, a locale already found known (the browser has the server's), is taken without asking
 * Intl: in a browser that question is ICU's first work, 20-40 ms as the page starts.
 */
export function dateLocaleFrom(
  languages: string | readonly string[] | undefined,
  known?: string,
): string {
  const tags =
    typeof languages === 'string'
      ? languages.split(',').map((entry) => entry.split(';')[0]!.trim())
      : (languages ?? []);
  for (const tag of tags.slice(0, 10)) {
    const match = LANGUAGE_TAG.exec(tag);
    if (!match) continue;
    const locale = match[2]
      ? `${match[1]!.toLowerCase()}-${match[2].toUpperCase()}`
      : match[1]!.toLowerCase();
    if (locale === known || knownToIntl(locale)) return locale;
  }
  return DEFAULT_DATE_LOCALE;
}
