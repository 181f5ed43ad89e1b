import fc from 'fast-check';
import { differenceSorted, intersectSorted, unionSorted } from './sorted-slot-lists';

/**
 * Ascending slot lists: short and long ones, dense and sparse, so that both merging and galloping
 * run and galloping takes long strides; and runs of consecutive slots (a word every product has).
 */
const lists = fc.oneof(
  fc
    .uniqueArray(fc.integer({ min: 0, max: 3000 }), { maxLength: 400 })
    .map((slots) => Int32Array.from(slots.sort((a, b) => a - b))),
  fc
    .tuple(fc.nat(3000), fc.nat(3000))
    .map(([first, length]) => Int32Array.from({ length }, (_, index) => first + index)),
);

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
