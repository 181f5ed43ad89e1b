import { useCountryOptions } from '@vouch/api-client';
import { withCount } from './with-count';

/**
 * The country list's <option>s: All countries, then the shipping countries (spec §7), priority
 * countries first (spec §3); with `counts`, each counted country shows how many products it has.
 */
export function CountryOptions({ counts }: { counts?: ReadonlyMap<string, number> }) {
  return useCountryOptions({ withAll: true }).map((country) => (
    <option key={country.code} value={country.code}>
      {withCount(country.name, counts?.get(country.code))}
    </option>
  ));
}
