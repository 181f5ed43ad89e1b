import type { Kysely } from 'kysely';
import type { CategorySummary } from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { cachedFor } from '../../http/cached-for';
import { categoryRepository } from './categories-repository';

export interface CategoryTree {
  list: { categories: CategorySummary[] };
  byId: ReadonlyMap<number, CategorySummary>;
  byHandle: ReadonlyMap<string, CategorySummary>;
}

export type CategoryTreeSource = () => Promise<CategoryTree>;

/** The whole category tree, read at most once a minute (spec §9), for the categories and search routes. */
export function cachedCategoryTree(db: Kysely<Database>): CategoryTreeSource {
  const categories = categoryRepository(db);
  return cachedFor(60_000, async () => {
    const all = await categories.all();
    return {
      list: { categories: all },
      byId: new Map(all.map((category) => [category.id, category])),
      byHandle: new Map(all.map((category) => [category.handle, category])),
    };
  });
}
