import {
  buildCategoryTree,
  upperLevels,
  depthFirstCategories,
  categoryPath,
  childrenOf,
  featuredCategory,
  megaMenuRoots,
  searchCategoryChoices,
  sortCategories,
  topLevelAncestor,
  type CategoryRecord,
} from './category-tree';

type Input = Omit<CategoryRecord, 'children'>;
const category = (
  id: number,
  name: string,
  parent_id: number | null,
  extra: Partial<Input> = {},
): Input => ({
  id,
  name,
  handle: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  level: parent_id === null ? 1 : 2,
  parent_id,
  is_deepest: false,
  image_url: null,
  bar_flat_view: false,
  bar_order: id,
  page_order: 100 - id,
  path: name,
  ...extra,
});

const records: Input[] = [
  category(1, 'Clothing', null),
  category(2, 'Dresses', 1, { image_url: '/dresses.svg' }),
  category(3, 'Maxi Dresses', 2, { level: 3, is_deepest: true }),
  category(4, 'shoes', null),
  category(5, 'Boots', 4),
  category(6, 'Gender', null),
  ...[7, 8, 9, 10, 11].map((id) => category(id, `Root ${id}`, null)),
];

describe('category tree (spec §3 "Category")', () => {
  const tree = buildCategoryTree(records);

  it('"Records are indexed by id, each parent collects its child ids"', () => {
    expect(tree.byId.get(1)?.children).toEqual([2]);
    expect(tree.byId.get(2)?.children).toEqual([3]);
    expect(childrenOf(tree, tree.byId.get(4)!).map((child) => child.name)).toEqual(['Boots']);
  });

  it('"the top-level ancestor is found by following parent_id upward"', () => {
    expect(topLevelAncestor(tree, 3)?.name).toBe('Clothing');
    expect(topLevelAncestor(tree, 1)?.name).toBe('Clothing');
    expect(topLevelAncestor(tree, 999)).toBeNull();
  });

  it('"the \'gender\' category is held apart"', () => {
    expect(tree.roots.map((root) => root.name)).not.toContain('Gender');
    expect(tree.gender?.name).toBe('Gender');
  });

  it('"the bar shows at most 6 level-1 categories, sorted"', () => {
    expect(megaMenuRoots(tree).map((root) => root.id)).toEqual([1, 4, 7, 8, 9, 10]);
  });

  it('offers the search bar every level-1 category, and first the deeper one a search is in', () => {
    expect(searchCategoryChoices(tree, null).map((choice) => choice.id)).toEqual([
      1, 4, 7, 8, 9, 10, 11,
    ]);
    expect(searchCategoryChoices(tree, 4).map((choice) => choice.id)).toEqual([
      1, 4, 7, 8, 9, 10, 11,
    ]);
    expect(searchCategoryChoices(tree, 3).map((choice) => choice.id)).toEqual([
      3, 1, 4, 7, 8, 9, 10, 11,
    ]);
    expect(searchCategoryChoices(tree, 999).map((choice) => choice.id)).toEqual([
      1, 4, 7, 8, 9, 10, 11,
    ]);
  });

  it('"A fourth column shows a featured image ... when the first child has an image"', () => {
    expect(featuredCategory(tree, tree.byId.get(1)!)?.name).toBe('Dresses');
    expect(featuredCategory(tree, tree.byId.get(4)!)).toBeNull();
  });

  it('links to the category page', () => {
    expect(categoryPath({ handle: 'maxi-dresses' })).toBe('/reviews/categories/maxi-dresses');
  });
});

describe('sortCategories (spec §5: "case-insensitive, ascending or descending")', () => {
  const list = [
    category(1, 'banana', null),
    category(2, 'Apple', null),
    category(3, 'cherry', null),
  ];
  it.each([
    ['name', 'asc', ['Apple', 'banana', 'cherry']],
    ['name', 'desc', ['cherry', 'banana', 'Apple']],
    ['bar_order', 'asc', ['banana', 'Apple', 'cherry']],
    ['bar_order', 'desc', ['cherry', 'Apple', 'banana']],
    ['page_order', 'asc', ['cherry', 'Apple', 'banana']],
  ] as const)('by %s %s', (key, direction, expected) => {
    expect(sortCategories(list, key, direction).map((entry) => entry.name)).toEqual(expected);
  });
});

describe('upperLevels', () => {
  it('lists the ancestors from level 1 down to the parent', () => {
    const byId = new Map([
      [1, { id: 1, parent_id: null }],
      [2, { id: 2, parent_id: 1 }],
      [3, { id: 3, parent_id: 2 }],
    ]);
    expect(upperLevels(byId, byId.get(3)!).map((category) => category.id)).toEqual([1, 2]);
    expect(upperLevels(byId, byId.get(1)!)).toEqual([]);
  });
});

describe('depthFirstCategories', () => {
  it('puts each category right before its children, by name case-insensitively within a level', () => {
    const records = [
      { id: 1, parent_id: null, name: 'home', bar_order: 0, page_order: 0 },
      { id: 2, parent_id: null, name: 'Apparel', bar_order: 0, page_order: 0 },
      { id: 3, parent_id: 1, name: 'Kitchen', bar_order: 0, page_order: 0 },
      { id: 4, parent_id: 2, name: 'Shoes', bar_order: 0, page_order: 0 },
      { id: 5, parent_id: 2, name: 'coats', bar_order: 0, page_order: 0 },
    ];
    expect(depthFirstCategories(records).map((record) => record.id)).toEqual([2, 5, 4, 1, 3]);
  });
});
