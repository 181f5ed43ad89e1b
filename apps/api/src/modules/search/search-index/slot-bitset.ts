/** A set of slots as bits: how the index combines the words of a query and tests membership. */
export type SlotBitset = Uint32Array;

export function bitsetOf(slots: ArrayLike<number>, size: number): SlotBitset {
  const bits = new Uint32Array((size + 31) >>> 5);
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index]!;
    bits[slot >>> 5] = bits[slot >>> 5]! | (1 << (slot & 31));
  }
  return bits;
}

export function bitsetAnd(left: SlotBitset, right: SlotBitset): SlotBitset {
  return left.map((word, index) => word & right[index]!);
}

export function bitsetOr(left: SlotBitset, right: SlotBitset): SlotBitset {
  return left.map((word, index) => word | right[index]!);
}

/** The slots below `size` not in `bits`. */
export function bitsetNot(bits: SlotBitset, size: number): SlotBitset {
  const inverted = bits.map((word) => ~word);
  const spare = inverted.length * 32 - size;
  if (spare > 0) inverted[inverted.length - 1] = inverted[inverted.length - 1]! & (0xffffffff >>> spare);
  return inverted;
}

/** The slots in `bits`, ascending. */
export function slotsOf(bits: SlotBitset): Int32Array {
  let count = 0;
  for (let index = 0; index < bits.length; index++) {
    let word = bits[index]!;
    while (word !== 0) {
      word &= word - 1;
      count++;
    }
  }
  const slots = new Int32Array(count);
  let next = 0;
  for (let index = 0; index < bits.length; index++) {
    let word = bits[index]!;
    while (word !== 0) {
      const lowest = word & -word;
      slots[next++] = index * 32 + (31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return slots;
}
