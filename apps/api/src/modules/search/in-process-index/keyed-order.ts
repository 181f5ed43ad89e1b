/** Slots a keyed order can sort: a value's rank times this plus the slot stays an exact float64. */
export const KEYED_ORDER_LIMIT = 2 ** 25;

/**
 * The slots below `size` ordered by `values` (`direction` 1: ascending; NaN, a missing price, last
 * either way), ties by slot (`tie` 1: ascending). The same order a comparator sort gives, at a
 * fraction of its cost: each slot becomes one number (its value's rank, then its slot) and the
 * numbers are sorted without a comparator. Ten million products took minutes per build with
 * comparators (a call and two random reads per comparison) and take seconds this way.
 */
export function keyedOrder(
  values: ArrayLike<number>,
  size: number,
  direction: 1 | -1,
  tie: 1 | -1,
): Int32Array {
  if (size > KEYED_ORDER_LIMIT)
    throw new Error(`a keyed order sorts at most ${KEYED_ORDER_LIMIT} slots`);
  // The distinct values, ascending, NaN last (a typed array's own sort puts it there).
  const sorted = Float64Array.from({ length: size }, (_, slot) => values[slot]!).sort();
  let distinct = 0;
  for (let index = 0; index < size; index++) {
    const value = sorted[index]!;
    if (Number.isNaN(value)) break;
    if (distinct === 0 || sorted[distinct - 1] !== value) sorted[distinct++] = value;
  }
  const keys = new Float64Array(size);
  for (let slot = 0; slot < size; slot++) {
    const value = values[slot]!;
    let rank = distinct;
    if (!Number.isNaN(value)) {
      let low = 0;
      let high = distinct - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (sorted[middle]! < value) low = middle + 1;
        else high = middle;
      }
      rank = direction === 1 ? low : distinct - 1 - low;
    }
    keys[slot] = rank * KEYED_ORDER_LIMIT + (tie === 1 ? slot : KEYED_ORDER_LIMIT - 1 - slot);
  }
  keys.sort();
  const order = new Int32Array(size);
  for (let position = 0; position < size; position++) {
    const low = keys[position]! % KEYED_ORDER_LIMIT;
    order[position] = tie === 1 ? low : KEYED_ORDER_LIMIT - 1 - low;
  }
  return order;
}
