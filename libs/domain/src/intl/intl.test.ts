import { formatCount } from './format-count';
import { FormattedTexts, formattedText } from './formatted-texts';
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
    for (const count of [0, 7, 999, 1000, 1234, 12345, 123456, 1234567, 1000000000, -1234])
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });
});

describe('FormattedTexts', () => {
  it('keeps each text written while it writes down, and hands them over as JSON', () => {
    const server = new FormattedTexts({}, true);
    const write = jest.fn(() => '25 Nov 2026');
    expect(server.text('day en-GB 1', write)).toBe('25 Nov 2026');
    expect(server.text('day en-GB 1', write)).toBe('25 Nov 2026');
    expect(write).toHaveBeenCalledTimes(1);
    expect(JSON.parse(JSON.stringify(server))).toEqual({ 'day en-GB 1': '25 Nov 2026' });
  });

  it('reads handed texts without writing, and keeps nothing new when it does not write down', () => {
    const browser = new FormattedTexts({ 'day en-GB 1': '25 Nov 2026' });
    const write = jest.fn(() => 'written');
    expect(browser.text('day en-GB 1', write)).toBe('25 Nov 2026');
    expect(write).not.toHaveBeenCalled();
    expect(browser.text('day en-GB 2', write)).toBe('written');
    expect(browser.text('day en-GB 2', write)).toBe('written');
    expect(write).toHaveBeenCalledTimes(2);
    expect(browser.toJSON()).toEqual({ 'day en-GB 1': '25 Nov 2026' });
  });

  it('without texts, formattedText just writes', () => {
    expect(formattedText(undefined, 'day en-GB 1', () => 'written')).toBe('written');
  });
});
