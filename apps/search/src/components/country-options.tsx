import { countryOptions } from '@vouch/domain';

const COUNTRIES = countryOptions();

/** The country list's <option>s: All countries, the priority countries, then the rest (spec §3). */
export function CountryOptions() {
  return COUNTRIES.map((country) => (
    <option key={country.code} value={country.code}>
      {country.name}
    </option>
  ));
}
