import fc from 'fast-check';
import { radixPasses, radixSort } from './radix-sort';

describe('radixSort', () => {
  it('takes a pass per 11 bits the values can have, and no more', () => {
    expect(
      [1, 2048, 2049, 1_000_000, 4_194_304, 4_194_305, 10_000_000, 2 ** 31].map(radixPasses),
    ).toEqual([1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it('sorts as a comparison sort does, with one, two or three passes of 11 bits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2000, 1 << 11, 3_000_000, 20_000_000),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { maxLength: 300 }),
        (bound, fractions) => {
          const values = Int32Array.from(fractions, (fraction) => Math.floor(fraction * bound));
          const expected = Array.from(values).sort((a, b) => a - b);
          radixSort(values, new Int32Array(values.length), bound);
          expect(Array.from(values)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
