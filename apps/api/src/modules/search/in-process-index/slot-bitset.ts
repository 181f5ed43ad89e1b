/** A set of slots as bits: how the index combines the words of a query and tests membership. */
export type SlotBitset = Uint32Array;

export function bitsetOf(slots: ArrayLike<number>, size: number): SlotBitset {
  return withSlots(new Uint32Array((size + 31) >>> 5), slots);
}

function withSlots(bits: SlotBitset, slots: ArrayLike<number>): SlotBitset {
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
  if (spare > 0)
    inverted[inverted.length - 1] = inverted[inverted.length - 1]! & (0xffffffff >>> spare);
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

/**
 * Bitsets of one catalogue size lent to a search and given back when it is done. A bitset of a
 * million slots is 125 KB outside the JavaScript heap; allocating a few per search made V8 run a
 * full mark-compact every hundred or so searches (5-9 ms pauses, with as much again of marking).
 */
export class SlotBitsetPool {
  private spare: SlotBitset[] = [];
  private words = 0;
  private readonly lent: SlotBitset[] = [];

  /** A bitset of `slots` out of `size`, to be given back with `releaseAll`. */
  of(slots: ArrayLike<number>, size: number): SlotBitset {
    const words = (size + 31) >>> 5;
    if (words !== this.words) {
      this.spare = [];
      this.words = words;
    }
    const bits = withSlots(this.spare.pop() ?? new Uint32Array(words), slots);
    this.lent.push(bits);
    return bits;
  }

  /** Takes back every bitset lent, cleared; the search that had them must not read them again. */
  releaseAll(): void {
    for (const bits of this.lent) {
      if (bits.length !== this.words) continue;
      bits.fill(0);
      this.spare.push(bits);
    }
    this.lent.length = 0;
  }
}
