import { COUNTRY_NAMES } from './country-names';

/** Spec §3: '*' means all countries. */
export const ALL_COUNTRIES = '*';

/** Spec §3: these come first in the country list, in this order. */
export const PRIORITY_COUNTRIES = [
  'AU',
  'CA',
  'FR',
  'DE',
  'IN',
  'IT',
  'NL',
  'NZ',
  'ES',
  'GB',
  'US',
] as const;

/** Spec §5: a country code is "kept only if the code exists in the country list, and upper-cased". */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === ALL_COUNTRIES) return ALL_COUNTRIES;
  return code in COUNTRY_NAMES ? code : null;
}

export interface CountryOption {
  code: string;
  name: string;
}

let options: readonly CountryOption[] | undefined;

/**
 * A name as English sorts it, accents and case aside. For these names that is Intl.Collator('en')'s
 * order (the tests compare the two), without its cost: a page's first collator makes ICU load its
 * data, 40 ms in desktop Chromium as a page with a country picker hydrates.
 */
const sortingName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The country list as a picker shows it: All countries, the priority countries, then the rest by name. */
export function countryOptions(): readonly CountryOption[] {
  if (options) return options;
  const priority = new Set<string>(PRIORITY_COUNTRIES);
  const rest = Object.entries(COUNTRY_NAMES)
    .filter(([code]) => !priority.has(code))
    .map(([code, name]) => ({ code, name, sortedBy: sortingName(name) }))
    .sort((a, b) => (a.sortedBy < b.sortedBy ? -1 : a.sortedBy > b.sortedBy ? 1 : 0))
    .map(({ code, name }) => ({ code, name }));
  options = Object.freeze([
    { code: ALL_COUNTRIES, name: 'All countries' },
    ...PRIORITY_COUNTRIES.map((code) => ({ code, name: COUNTRY_NAMES[code]! })),
    ...rest,
  ]);
  return options;
}
