import type { QueryExecutorProvider } from 'kysely';
import { BulkInserter, type SeedRow } from '../bulk-insert';
import { CATEGORY_TREE } from '../category-tree';
import { generatedImage } from '../generated-image';
import { type Prng } from '../prng';
import type { CategoryNode } from '../seed-rows';
import { slugify } from '@vouch/domain';

/**
 * The category tree's rows and its level-1 nodes (the 'Gender' group aside: products are not filed
 * under it), for the database or for rows generated in memory (the index bench, issue #32).
 */
export function categoryRows(prng: Prng): {
  rows: SeedRow<'categories'>[];
  level1: CategoryNode[];
} {
  const rows: SeedRow<'categories'>[] = [];
  const handles = new Set<string>();
  const uniqueHandle = (name: string, id: number) => {
    const handle = handles.has(slugify(name)) ? `${slugify(name)}-${id}` : slugify(name);
    handles.add(handle);
    return handle;
  };
  const level1Nodes: CategoryNode[] = [];
  let nextId = 1;
  for (const [order1, [name1, children]] of Object.entries(CATEGORY_TREE).entries()) {
    const id1 = nextId++;
    const handle1 = uniqueHandle(name1, id1);
    // Pictures of a group's categories are named after it ('category-home-rugs'): they draw its pictogram.
    const pictureGroup = handle1.split('-')[0]!;
    const picture = (handle: string) => generatedImage(`category-${pictureGroup}-${handle}`);
    const node: CategoryNode = { id: id1, name: name1, level1: name1, leafIds: [], pictureGroup };
    level1Nodes.push(node);
    rows.push({
      id: id1,
      parent_id: null,
      name: name1,
      handle: handle1,
      level: 1,
      is_deepest: false,
      image_url: generatedImage(`category-${handle1}`),
      bar_flat_view: order1 % 3 === 0,
      bar_order: order1 + 1,
      page_order: Object.keys(CATEGORY_TREE).length - order1,
      path: name1,
    });
    for (const [order2, [name2, leaves]] of Object.entries(children).entries()) {
      const id2 = nextId++;
      const handle2 = uniqueHandle(name2, id2);
      rows.push({
        id: id2,
        parent_id: id1,
        name: name2,
        handle: handle2,
        level: 2,
        is_deepest: false,
        image_url: prng.chance(0.5) ? picture(handle2) : null,
        bar_flat_view: false,
        bar_order: order2 + 1,
        page_order: order2 + 1,
        path: `${name1} > ${name2}`,
      });
      for (const [order3, name3] of leaves.entries()) {
        const id3 = nextId++;
        node.leafIds.push(id3);
        rows.push({
          id: id3,
          parent_id: id2,
          name: name3,
          handle: uniqueHandle(name3, id3),
          level: 3,
          is_deepest: true,
          image_url: prng.chance(0.2) ? picture(slugify(name3)) : null,
          bar_flat_view: false,
          bar_order: order3 + 1,
          page_order: order3 + 1,
          path: `${name1} > ${name2} > ${name3}`,
        });
      }
    }
  }
  return { rows, level1: level1Nodes.filter((node) => node.name !== 'Gender') };
}

export async function seedCategories(
  db: QueryExecutorProvider,
  prng: Prng,
): Promise<CategoryNode[]> {
  const { rows, level1 } = categoryRows(prng);
  const categories = new BulkInserter(db, 'categories', {
    id: 'int4',
    parent_id: 'int4',
    name: 'text',
    handle: 'text',
    level: 'int2',
    is_deepest: 'bool',
    image_url: 'text',
    bar_flat_view: 'bool',
    bar_order: 'int4',
    page_order: 'int4',
    path: 'text',
  });
  for (const row of rows) await categories.add(row);
  await categories.flush();
  return level1;
}
