/**
 * And, or and and-not of ascending slot lists, in time of the lists' lengths (issue #32: at ten
 * million products a bitset per word costs 1.25 MB and a pass over it, where a search for five
 * words of a few hundred thousand products each matches a thousand).
 */

/**
 * The slots in both lists: a run of consecutive slots (a word every product has) cuts the other
 * list; a list much longer than the other is searched by galloping, one of comparable length merged.
 */
export function intersectSorted(left: Int32Array, right: Int32Array): Int32Array {
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  if (long.length === 0) return long;
  const first = long[0]!;
  const last = long[long.length - 1]!;
  if (last - first + 1 === long.length)
    return short.subarray(firstAtLeast(short, first, 0), firstAtLeast(short, last + 1, 0));
  const both = new Int32Array(short.length);
  let count = 0;
  if (long.length > GALLOP_RATIO * short.length) {
    let from = 0;
    for (let index = 0; index < short.length && from < long.length; index++) {
      const slot = short[index]!;
      from = firstAtLeast(long, slot, from);
      if (from < long.length && long[from] === slot) both[count++] = slot;
    }
  } else {
    let s = 0;
    let l = 0;
    while (s < short.length && l < long.length) {
      const a = short[s]!;
      const b = long[l]!;
      if (a === b) both[count++] = a;
      if (a <= b) s++;
      if (b <= a) l++;
    }
  }
  return both.subarray(0, count);
}

/** How much longer one list must be than the other for galloping to beat merging. */
const GALLOP_RATIO = 16;

/** The slots in either list. */
export function unionSorted(left: Int32Array, right: Int32Array): Int32Array {
  const either = new Int32Array(left.length + right.length);
  let count = 0;
  let l = 0;
  let r = 0;
  while (l < left.length && r < right.length) {
    const a = left[l]!;
    const b = right[r]!;
    either[count++] = a <= b ? a : b;
    if (a <= b) l++;
    if (b <= a) r++;
  }
  while (l < left.length) either[count++] = left[l++]!;
  while (r < right.length) either[count++] = right[r++]!;
  return either.subarray(0, count);
}

/** The slots of `kept` not in `removed`. */
export function differenceSorted(kept: Int32Array, removed: Int32Array): Int32Array {
  const rest = new Int32Array(kept.length);
  let count = 0;
  let from = 0;
  for (let index = 0; index < kept.length; index++) {
    const slot = kept[index]!;
    from = firstAtLeast(removed, slot, from);
    if (from === removed.length || removed[from] !== slot) rest[count++] = slot;
  }
  return rest.subarray(0, count);
}

/** Whether the ascending `list` holds `slot`, by halving. */
export function holdsSorted(list: Int32Array, slot: number): boolean {
  const place = firstAtLeastWithin(list, slot, 0, list.length);
  return place < list.length && list[place] === slot;
}

/** The first place at or after `from` where `list` holds `slot` or more: strides doubling, then halving. */
function firstAtLeast(list: Int32Array, slot: number, from: number): number {
  let stride = 1;
  let low = from;
  let high = from;
  while (high < list.length && list[high]! < slot) {
    low = high + 1;
    high += stride;
    stride *= 2;
  }
  return firstAtLeastWithin(list, slot, low, Math.min(high, list.length));
}

/** The first place in [low, high) where `list` holds `slot` or more, by halving (high: none). */
function firstAtLeastWithin(list: Int32Array, slot: number, low: number, high: number): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}
