import { countryOptions, normalizeCountryCode } from './countries';

describe('country list (spec §3)', () => {
  it('"about 250 entries plus \'*\' (All countries)"', () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ code: '*', name: 'All countries' });
    expect(options.length).toBeGreaterThan(240);
    expect(options.length).toBeLessThan(280);
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
