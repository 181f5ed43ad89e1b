import { matchingOptions } from './matching-options';

const options = [
  { label: 'EUR – Euro' },
  { label: 'GBP – British Pound' },
  { label: 'USD – US Dollar' },
];

describe('matchingOptions: what a typed filter leaves in a dropdown', () => {
  it('keeps every option while nothing (or only blanks) is typed', () => {
    expect(matchingOptions('', options)).toEqual(options);
    expect(matchingOptions('   ', options)).toEqual(options);
  });

  it('finds an option by any part of its label, in any case', () => {
    expect(matchingOptions('eur', options)).toEqual([{ label: 'EUR – Euro' }]);
    expect(matchingOptions('DOLLAR', options)).toEqual([{ label: 'USD – US Dollar' }]);
  });

  it('needs every typed word, in any order', () => {
    expect(matchingOptions('pound british', options)).toEqual([{ label: 'GBP – British Pound' }]);
    expect(matchingOptions('british dollar', options)).toEqual([]);
  });

  it('leaves none when nothing matches', () => {
    expect(matchingOptions('yen', options)).toEqual([]);
  });
});
