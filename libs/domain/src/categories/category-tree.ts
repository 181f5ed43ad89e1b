import { pagePath } from '../routes/page-path';
/** Spec §3 "Category": one record of the three-level tree. */
export interface CategoryRecord {
  id: number;
  name: string;
  handle: string;
  level: number;
  parent_id: number | null;
  children: number[];
  is_deepest: boolean;
  image_url: string | null;
  bar_flat_view: boolean;
  bar_order: number;
  page_order: number;
  path: string;
}

export interface CategoryTree {
  byId: ReadonlyMap<number, CategoryRecord>;
  /** Level-1 categories, 'gender' held apart (spec §3). */
  roots: CategoryRecord[];
  gender: CategoryRecord | null;
}

/** Spec §3: "Root categories start with an 'All Categories' entry" (the category index). */
export const ALL_CATEGORIES_LABEL = 'All Categories';

/** Spec §9: "the bar shows at most 6 level-1 categories, sorted". */
export const MEGA_MENU_MAX_TOP_LEVEL = 6;
/** Spec §4/§9: "Mouse leave closes the panel after 500 ms." */
export const MEGA_MENU_CLOSE_DELAY_MS = 500;

/** Spec §3: "the 'gender' category is held apart" from the other level-1 categories. */
export const isGenderCategory = (category: Pick<CategoryRecord, 'handle' | 'name'>) =>
  category.handle === 'gender' || category.name.toLowerCase() === 'gender';

/**
 * Spec §3: "Records are indexed by id, each parent collects its child ids"; the 'gender'
 * category is held apart from the roots.
 */
export function buildCategoryTree(
  records: readonly Omit<CategoryRecord, 'children'>[],
): CategoryTree {
  const byId = new Map<number, CategoryRecord>(
    records.map((record) => [record.id, { ...record, children: [] }]),
  );
  for (const record of byId.values()) {
    if (record.parent_id !== null) byId.get(record.parent_id)?.children.push(record.id);
  }
  const level1 = [...byId.values()].filter((record) => record.parent_id === null);
  return {
    byId,
    roots: level1.filter((record) => !isGenderCategory(record)),
    gender: level1.find(isGenderCategory) ?? null,
  };
}

/** Spec §3: "the top-level ancestor is found by following parent_id upward". */
export function topLevelAncestor(tree: CategoryTree, id: number): CategoryRecord | null {
  let current = tree.byId.get(id) ?? null;
  const seen = new Set<number>();
  while (current && current.parent_id !== null && !seen.has(current.id)) {
    seen.add(current.id);
    current = tree.byId.get(current.parent_id) ?? null;
  }
  return current;
}

/** A category's children as records, in the given order. */
export function childrenOf(tree: CategoryTree, category: CategoryRecord): CategoryRecord[] {
  return category.children
    .map((id) => tree.byId.get(id))
    .filter((child): child is CategoryRecord => child !== undefined);
}

export type CategorySortKey = 'name' | 'bar_order' | 'page_order';

/** Spec §5: "Sorting of categories by name, bar_order or page_order is case-insensitive, ascending or descending." */
export function sortCategories<T extends Pick<CategoryRecord, CategorySortKey>>(
  categories: readonly T[],
  key: CategorySortKey,
  direction: 'asc' | 'desc' = 'asc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (category: T) =>
    key === 'name' ? category.name.toLocaleLowerCase('en') : category[key];
  return [...categories].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left === right) return 0;
    return (left < right ? -1 : 1) * sign;
  });
}

/**
 * The search bar's category choices: every level-1 category by bar order, and first the category
 * the search is in when it is deeper (a deepest category's redirect), so the selector shows what
 * the results are limited to and choosing "All Categories" widens them.
 */
export function searchCategoryChoices(
  tree: CategoryTree,
  selectedId: number | null,
): CategoryRecord[] {
  const roots = sortCategories(tree.roots, 'bar_order');
  const selected = selectedId === null ? undefined : tree.byId.get(selectedId);
  return selected && !roots.includes(selected) ? [selected, ...roots] : roots;
}

/** The mega-menu bar: at most six level-1 categories, sorted by their bar order. */
export function megaMenuRoots(tree: CategoryTree): CategoryRecord[] {
  return sortCategories(tree.roots, 'bar_order').slice(0, MEGA_MENU_MAX_TOP_LEVEL);
}

/** Spec §2: "A fourth column shows a featured image with the category name when the first child has an image." */
export function featuredCategory(
  tree: CategoryTree,
  category: CategoryRecord,
): CategoryRecord | null {
  const [first] = sortCategories(childrenOf(tree, category), 'bar_order');
  return first?.image_url ? first : null;
}

/** The category page of a category: `/reviews/categories/{handle}`. */
export function categoryPath(category: Pick<CategoryRecord, 'handle'>): string {
  return pagePath('categoryShow', { categorySlug: category.handle });
}

/** The categories above one, from its level-1 ancestor down to its parent. */
export function upperLevels<T extends Pick<CategoryRecord, 'id' | 'parent_id'>>(
  byId: ReadonlyMap<number, T>,
  category: T,
): T[] {
  const chain: T[] = [];
  const seen = new Set<number>([category.id]);
  let parent = category.parent_id === null ? undefined : byId.get(category.parent_id);
  while (parent && !seen.has(parent.id)) {
    chain.unshift(parent);
    seen.add(parent.id);
    parent = parent.parent_id === null ? undefined : byId.get(parent.parent_id);
  }
  return chain;
}

/** Every category depth first (each followed by its children), by `key` within a level: for pickers. */
export function depthFirstCategories<
  T extends Pick<CategoryRecord, 'id' | 'parent_id' | CategorySortKey>,
>(records: readonly T[], key: CategorySortKey = 'name'): T[] {
  const childrenByParent = new Map<number | null, T[]>();
  for (const record of records)
    childrenByParent.set(record.parent_id, [
      ...(childrenByParent.get(record.parent_id) ?? []),
      record,
    ]);
  const ordered: T[] = [];
  const visit = (parent: number | null) => {
    for (const record of sortCategories(childrenByParent.get(parent) ?? [], key)) {
      ordered.push(record);
      visit(record.id);
    }
  };
  visit(null);
  return ordered;
}
