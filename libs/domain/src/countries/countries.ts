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

/** The country list as a picker shows it: All countries, the priority countries, then the rest by name. */
export function countryOptions(): readonly CountryOption[] {
  // Made once: sorting 250 names by localeCompare made a collator per comparison (20 ms as a page started).
  if (options) return options;
  const priority = new Set<string>(PRIORITY_COUNTRIES);
  const byName = new Intl.Collator('en').compare;
  const rest = Object.entries(COUNTRY_NAMES)
    .filter(([code]) => !priority.has(code))
    .sort(([, a], [, b]) => byName(a, b))
    .map(([code, name]) => ({ code, name }));
  options = Object.freeze([
    { code: ALL_COUNTRIES, name: 'All countries' },
    ...PRIORITY_COUNTRIES.map((code) => ({ code, name: COUNTRY_NAMES[code]! })),
    ...rest,
  ]);
  return options;
}
