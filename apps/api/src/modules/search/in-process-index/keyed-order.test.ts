import fc from 'fast-check';
import { keyedOrder } from './keyed-order';

/** The order a comparator sort gives: by value (NaN last either way), ties by slot. */
function comparedOrder(values: number[], direction: 1 | -1, tie: 1 | -1): number[] {
  return values
    .map((_, slot) => slot)
    .sort((a, b) => {
      const [left, right] = [values[a]!, values[b]!];
      if (Number.isNaN(left) || Number.isNaN(right))
        return Number(Number.isNaN(left)) - Number(Number.isNaN(right)) || (a - b) * tie;
      return (left - right) * direction || (a - b) * tie;
    });
}

describe('keyedOrder', () => {
  it('orders slots as a comparator sort does: by value, missing last, ties by slot', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(0, -0, 1, 2.5, -2.5, Number.NaN, 1e15, Infinity, -Infinity),
            fc.double({ noNaN: true, min: 0, max: 1e6 }),
            fc.double({ noNaN: true }),
          ),
        ),
        fc.constantFrom<1 | -1>(1, -1),
        fc.constantFrom<1 | -1>(1, -1),
        (values, direction, tie) => {
          expect([...keyedOrder(values, values.length, direction, tie)]).toEqual(
            comparedOrder(values, direction, tie),
          );
        },
      ),
    );
  });
});
