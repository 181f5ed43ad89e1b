import { useMemo } from 'react';
import type { ShippingCountriesResponse } from '@vouch/contracts';
import { ALL_COUNTRIES, countryOptions, type CountryOption } from '@vouch/domain';
import { api } from '../api';

/** Spec §7 `GET /shipping_countries.json`: the countries the pickers offer, as name and code pairs. */
export const countriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShippingCountries: build.query<ShippingCountriesResponse, void>({
      query: () => 'shipping_countries.json',
      // The list changes with a release, not within a visit.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useGetShippingCountriesQuery } = countriesApi;

/**
 * The built-in list (spec §3 country list): what a picker offers while the server's loads, or when
 * it cannot be had. Made when a picker first asks: sorting it wakes ICU's collator (12 ms here),
 * which a page's start need not wait for.
 */
let builtIn: readonly CountryOption[] | undefined;
const builtInCountries = () =>
  (builtIn ??= countryOptions().filter((country) => country.code !== ALL_COUNTRIES));
const allCountries = () => countryOptions().find((country) => country.code === ALL_COUNTRIES)!;

/**
 * A country picker's options: the server's shipping countries, after 'All countries' (`*`) when
 * the picker is a filter. A picker never waits or breaks for them: the built-in list stands in.
 */
export function useCountryOptions({ withAll }: { withAll: boolean }): readonly CountryOption[] {
  const { data } = useGetShippingCountriesQuery();
  const countries = data?.shipping_countries ?? builtInCountries();
  return useMemo(
    () => (withAll ? [allCountries(), ...countries] : countries),
    [withAll, countries],
  );
}
