/**
 * Which products (by slot, their place in the index's columns) carry each key: a word, a category,
 * a shop, a country. Built once as one sorted array per key; products that change afterwards are
 * set aside with their new keys and merged in when a list is read, until the next rebuild.
 */
export class PostingLists<K> {
  /** Slots whose keys changed since the build (1), so their old places in the lists no longer count. */
  private changedFlags: Uint8Array;
  /** The current keys of the changed slots. */
  private readonly changedKeys = new Map<number, readonly K[]>();
  /** The changed slots by key. */
  private readonly changedByKey = new Map<K, Set<number>>();

  constructor(
    private readonly keyIndex: Map<K, number>,
    private readonly offsets: Int32Array,
    private readonly slots: Int32Array,
    slotCount: number,
  ) {
    this.changedFlags = new Uint8Array(slotCount);
  }

  /** A snapshot's lists (index-snapshot-file.ts), as `snapshot()` gave them. */
  static restored<K>(snapshot: PostingListsSnapshot<K>, slotCount: number): PostingLists<K> {
    const keyIndex = new Map<K, number>();
    snapshot.keys.forEach((key, index) => keyIndex.set(key, index));
    return new PostingLists(keyIndex, snapshot.offsets, snapshot.slots, slotCount);
  }

  /** What a snapshot keeps of the lists; only lists with no changes kept apart have one. */
  snapshot(): PostingListsSnapshot<K> {
    if (this.changedKeys.size > 0)
      throw new Error('posting lists with changes kept apart have no snapshot');
    return { keys: [...this.keyIndex.keys()], offsets: this.offsets, slots: this.slots };
  }

  /** How many slots carry new keys since the build: the index rebuilds when they are many. */
  get changedCount(): number {
    return this.changedKeys.size;
  }

  /** The slots carrying `key`, ascending. */
  list(key: K): Int32Array {
    const index = this.keyIndex.get(key);
    const base =
      index === undefined
        ? new Int32Array(0)
        : this.slots.subarray(this.offsets[index]!, this.offsets[index + 1]!);
    if (this.changedKeys.size === 0) return base;
    const kept = base.filter((slot) => this.changedFlags[slot] === 0);
    const added = this.changedByKey.get(key);
    if (!added || added.size === 0) return kept;
    const merged = new Int32Array(kept.length + added.size);
    merged.set(kept);
    merged.set([...added], kept.length);
    return merged.sort();
  }

  /** The number of slots carrying `key`, as of the build: cheap, for choosing which list to walk. */
  approximateSize(key: K): number {
    const index = this.keyIndex.get(key);
    return (
      (index === undefined ? 0 : this.offsets[index + 1]! - this.offsets[index]!) +
      (this.changedByKey.get(key)?.size ?? 0)
    );
  }

  /** A product's keys now (a changed product, or one added since the build). */
  set(slot: number, keys: readonly K[]): void {
    if (slot >= this.changedFlags.length) {
      const grown = new Uint8Array(Math.max(slot + 1, this.changedFlags.length * 2));
      grown.set(this.changedFlags);
      this.changedFlags = grown;
    }
    for (const key of this.changedKeys.get(slot) ?? []) this.changedByKey.get(key)?.delete(slot);
    this.changedFlags[slot] = 1;
    this.changedKeys.set(slot, keys);
    for (const key of keys) {
      let slots = this.changedByKey.get(key);
      if (!slots) this.changedByKey.set(key, (slots = new Set()));
      slots.add(slot);
    }
  }

  /** Every key with its slots, the changes merged in (for a rebuild). */
  *entries(): Iterable<[K, Int32Array]> {
    const keys = new Set([...this.keyIndex.keys(), ...this.changedByKey.keys()]);
    for (const key of keys) yield [key, this.list(key)];
  }
}

/** Collects (key, slot) pairs, slot by slot or key by key, and builds the lists from them at once. */
export class PostingListsBuilder<K> {
  private readonly keyIndex = new Map<K, number>();
  private pairKeys = new Int32Array(1024);
  private pairSlots = new Int32Array(1024);
  private pairs = 0;

  /** Adds `slot` to the list of each key; slots must come in ascending order per key. */
  add(slot: number, keys: Iterable<K>): void {
    for (const key of keys) {
      let index = this.keyIndex.get(key);
      if (index === undefined) this.keyIndex.set(key, (index = this.keyIndex.size));
      if (this.pairs === this.pairKeys.length) this.grow();
      this.pairKeys[this.pairs] = index;
      this.pairSlots[this.pairs] = slot;
      this.pairs++;
    }
  }

  private grow(): void {
    const keys = new Int32Array(this.pairKeys.length * 2);
    keys.set(this.pairKeys);
    this.pairKeys = keys;
    const slots = new Int32Array(this.pairSlots.length * 2);
    slots.set(this.pairSlots);
    this.pairSlots = slots;
  }

  /** The lists: a counting sort of the pairs by key, which keeps each key's slots in the order added. */
  build(slotCount: number): PostingLists<K> {
    const offsets = new Int32Array(this.keyIndex.size + 1);
    for (let pair = 0; pair < this.pairs; pair++)
      offsets[this.pairKeys[pair]! + 1] = offsets[this.pairKeys[pair]! + 1]! + 1;
    for (let index = 0; index < this.keyIndex.size; index++)
      offsets[index + 1] = offsets[index + 1]! + offsets[index]!;
    const next = offsets.slice(0, this.keyIndex.size);
    const slots = new Int32Array(this.pairs);
    for (let pair = 0; pair < this.pairs; pair++) {
      const key = this.pairKeys[pair]!;
      slots[next[key]!] = this.pairSlots[pair]!;
      next[key] = next[key]! + 1;
    }
    return new PostingLists(this.keyIndex, offsets, slots, slotCount);
  }
}

/** PostingLists in a snapshot: the keys in their index order, and the lists' arrays. */
export interface PostingListsSnapshot<K> {
  keys: K[];
  offsets: Int32Array;
  slots: Int32Array;
}
