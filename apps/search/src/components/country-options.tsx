import { countryOptions } from '@vouch/domain';
import { withCount } from './with-count';

const COUNTRIES = countryOptions();

/**
 * The country list's <option>s: All countries, the priority countries, then the rest (spec §3);
 * with `counts`, each counted country shows how many products it has.
 */
export function CountryOptions({ counts }: { counts?: ReadonlyMap<string, number> }) {
  return COUNTRIES.map((country) => (
    <option key={country.code} value={country.code}>
      {withCount(country.name, counts?.get(country.code))}
    </option>
  ));
}
