/** Spec §4: "Feed and people lists append pages; more pages exist when the returned count is at least per_page." */
export function hasMorePages(returnedCount: number, perPage: number): boolean {
  return perPage > 0 && returnedCount >= perPage;
}

/** Pages appended in order, each item once (a page may repeat an item an earlier page already showed). */
export function appendPages<Item>(
  pages: readonly (readonly Item[])[],
  keyOf: (item: Item) => string,
): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const page of pages) {
    for (const item of page) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}
