import fc from 'fast-check';
import { differenceSorted, intersectSorted, unionSorted } from './sorted-slot-lists';

/** Ascending slot lists: short and long ones, dense and sparse, so galloping takes long strides. */
const lists = fc
  .uniqueArray(fc.integer({ min: 0, max: 3000 }), { maxLength: 400 })
  .map((slots) => Int32Array.from(slots.sort((a, b) => a - b)));

describe('sorted slot lists (issue #32)', () => {
  it('answers and, or and and-not as sets do', () => {
    fc.assert(
      fc.property(lists, lists, (left, right) => {
        const inRight = new Set(right);
        const ascending = (slots: Iterable<number>) => [...slots].sort((a, b) => a - b);
        expect(Array.from(intersectSorted(left, right))).toEqual(
          ascending([...left].filter((slot) => inRight.has(slot))),
        );
        expect(Array.from(unionSorted(left, right))).toEqual(
          ascending(new Set([...left, ...right])),
        );
        expect(Array.from(differenceSorted(left, right))).toEqual(
          ascending([...left].filter((slot) => !inRight.has(slot))),
        );
      }),
      { numRuns: 500 },
    );
  });
});
