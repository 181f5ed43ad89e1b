import { countryOptions, normalizeCountryCode } from './countries';

describe('country list (spec §3)', () => {
  it('"about 250 entries plus \'*\' (All countries)"', () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ code: '*', name: 'All countries' });
    expect(options.length).toBeGreaterThan(240);
    expect(options.length).toBeLessThan(280);
  });

  it('lists the rest as English sorts their names (Intl.Collator), accented ones in place, without asking Intl', () => {
    const collator = jest.spyOn(Intl, 'Collator');
    const compared = jest.spyOn(String.prototype, 'localeCompare');
    // A fresh copy of the module: the list is made once, and earlier tests made it.
    let fresh: { countryOptions: typeof countryOptions } = { countryOptions };
    jest.isolateModules(() => {
      fresh = jest.requireActual('./countries');
    });
    const rest = fresh
      .countryOptions()
      .slice(12)
      .map((option) => option.name);
    expect(collator).not.toHaveBeenCalled();
    expect(compared).not.toHaveBeenCalled();
    collator.mockRestore();
    compared.mockRestore();
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    expect(rest.indexOf('Åland Islands')).toBe(rest.indexOf('Albania') - 1);
    expect(rest.indexOf('Curaçao')).toBe(rest.indexOf('Cyprus') - 1);
  });

  it('"Australia, Canada, France, Germany, India, Italy, Netherlands, New Zealand, Spain, United Kingdom, United States come first"', () => {
    expect(
      countryOptions()
        .slice(1, 12)
        .map((option) => option.name),
    ).toEqual([
      'Australia',
      'Canada',
      'France',
      'Germany',
      'India',
      'Italy',
      'Netherlands',
      'New Zealand',
      'Spain',
      'United Kingdom',
      'United States',
    ]);
  });

  it('"kept only if the code exists in the country list, and are upper-cased"', () => {
    expect(normalizeCountryCode('gb')).toBe('GB');
    expect(normalizeCountryCode('*')).toBe('*');
    expect(normalizeCountryCode('ZZ')).toBeNull();
    expect(normalizeCountryCode('usa')).toBeNull();
  });
});
