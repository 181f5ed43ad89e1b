import { formatCount } from './format-count';
import { keptPerKey } from './kept-per-key';

describe('keptPerKey', () => {
  it('makes a value once per key and keeps it', () => {
    const create = jest.fn((key: string) => ({ key }));
    const kept = keptPerKey(create);
    const first = kept('en-GB');
    expect(kept('en-GB')).toBe(first);
    expect(kept('fr')).toEqual({ key: 'fr' });
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('starts over past 256 keys, so visitors cannot grow it without end', () => {
    const create = jest.fn((key: string) => ({ key }));
    const kept = keptPerKey(create);
    const first = kept('key-0');
    for (let index = 1; index <= 256; index++) kept(`key-${index}`);
    expect(kept('key-0')).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(258);
  });

  it('keeps nothing when making throws (an unknown locale), and throws again next time', () => {
    const kept = keptPerKey((key: string) => new Intl.DateTimeFormat(key));
    expect(() => kept('not a locale')).toThrow(RangeError);
    expect(() => kept('not a locale')).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it('writes counts with thousands separators as en-US does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});
