/** Negative when slot `a` comes first in an order. */
export type Compare = (a: number, b: number) => number;

/** The `capacity` first items in an order, kept as a heap whose root is the last of them. */
export class BoundedHeap {
  private readonly items: number[] = [];

  constructor(
    private readonly capacity: number,
    private readonly compare: Compare,
  ) {}

  get full(): boolean {
    return this.items.length >= this.capacity;
  }

  /** The last item kept (when any is). */
  get last(): number {
    return this.items[0]!;
  }

  offer(item: number): void {
    const items = this.items;
    if (this.capacity === 0) return;
    if (items.length < this.capacity) {
      items.push(item);
      let child = items.length - 1;
      while (child > 0) {
        const parent = (child - 1) >>> 1;
        if (this.compare(items[parent]!, items[child]!) >= 0) break;
        [items[parent], items[child]] = [items[child]!, items[parent]!];
        child = parent;
      }
      return;
    }
    if (this.compare(item, items[0]!) >= 0) return;
    items[0] = item;
    let parent = 0;
    for (;;) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let last = parent;
      if (left < items.length && this.compare(items[left]!, items[last]!) > 0) last = left;
      if (right < items.length && this.compare(items[right]!, items[last]!) > 0) last = right;
      if (last === parent) break;
      [items[parent], items[last]] = [items[last]!, items[parent]!];
      parent = last;
    }
  }

  sorted(): number[] {
    return [...this.items].sort(this.compare);
  }
}
