import { sql, type Kysely, type RawBuilder } from 'kysely';
import { categoryPath, pagePath, sitemapFileCount, type SitemapKind } from '@vouch/domain';
import type { Database } from '@vouch/db';

/** The kinds of sitemap file read from a table (the static pages are not). */
export type TableSitemapKind = Exclude<SitemapKind, 'pages'>;

/** One public page of a sitemap file: the row's id (its place in the numbering), its path, when it last changed if known. */
export interface SitemapRow {
  id: number;
  path: string;
  lastmod: Date | null;
}

interface Source {
  /** The table, as `p`. */
  table: RawBuilder<unknown>;
  /** What a row of `p` meets to have a public page. */
  isPublic: RawBuilder<boolean>;
  /** The public pages with ids in (afterId, lastId], by id, at most `limit`. */
  batch(
    db: Kysely<Database>,
    afterId: number,
    lastId: number,
    limit: number,
  ): Promise<SitemapRow[]>;
}

type Row<Extra> = { id: number; lastmod: Date | null } & Extra;

async function rowsWithPaths<Extra>(
  db: Kysely<Database>,
  query: RawBuilder<Row<Extra>>,
  pathOf: (row: Row<Extra>) => string,
): Promise<SitemapRow[]> {
  const { rows } = await query.execute(db);
  return rows.map((row) => ({ id: row.id, path: pathOf(row), lastmod: row.lastmod }));
}

/**
 * Where each kind's rows come from. Each row's lastmod is the newest honest figure one index probe gives:
 * - product: its creation, or the creation of its newest shown review (reviews_product_idx, index
 *   only). Edits and replies to older reviews do not move it: reading every review's updated_at
 *   cost ten times more (289 against 29 ms per 2,000 products on the default data, PostgreSQL 15);
 * - shop: its creation, or the last recount of its figures (every review change of the shop recounts them);
 * - reviewer: their sign-up, or the creation of their newest shown review (reviews_user_idx);
 * - category: none (a category page changes with every product in it; no column says when).
 * Products and shops have no hidden state: a row is a public page. Reviewers have one
 * (arbitrators do not), and deepest categories are left out: their page redirects to a search.
 */
const SOURCES: Record<TableSitemapKind, Source> = {
  products: {
    table: sql`products p`,
    isPublic: sql<boolean>`true`,
    batch: (db, afterId, lastId, limit) =>
      rowsWithPaths(
        db,
        sql<Row<{ shop_slug: string; handle: string }>>`
          select p.id::float8 as id, s.slug as shop_slug, p.handle,
                 greatest(p.created_at, (select max(r.created_at) from reviews r
                                         where r.product_id = p.id and r.published and r.deleted_at is null)) as lastmod
          from products p join shops s on s.id = p.shop_id
          where p.id > ${afterId} and p.id <= ${lastId}
          order by p.id limit ${limit}`,
        (row) => pagePath('product', { shopSlug: row.shop_slug, productHandle: row.handle }),
      ),
  },
  shops: {
    table: sql`shops p`,
    isPublic: sql<boolean>`true`,
    batch: (db, afterId, lastId, limit) =>
      rowsWithPaths(
        db,
        sql<Row<{ slug: string }>>`
          select s.id::float8 as id, s.slug, greatest(s.created_at, m.updated_at) as lastmod
          from shops s left join shop_metrics m on m.shop_id = s.id
          where s.id > ${afterId} and s.id <= ${lastId}
          order by s.id limit ${limit}`,
        (row) => pagePath('shop', { shopSlug: row.slug }),
      ),
  },
  categories: {
    table: sql`categories p`,
    isPublic: sql<boolean>`not p.is_deepest`,
    batch: (db, afterId, lastId, limit) =>
      rowsWithPaths(
        db,
        sql<Row<{ handle: string }>>`
          select c.id::float8 as id, c.handle, null::timestamptz as lastmod
          from categories c
          where not c.is_deepest and c.id > ${afterId} and c.id <= ${lastId}
          order by c.id limit ${limit}`,
        (row) => categoryPath(row),
      ),
  },
  profiles: {
    table: sql`users p`,
    isPublic: sql<boolean>`p.role = 'reviewer'`,
    batch: (db, afterId, lastId, limit) =>
      rowsWithPaths(
        db,
        sql<Row<{ slug: string }>>`
          select u.id::float8 as id, u.slug,
                 greatest(u.created_at, (select max(r.created_at) from reviews r
                                         where r.user_id = u.id and r.published and r.deleted_at is null)) as lastmod
          from users u
          where u.role = 'reviewer' and u.id > ${afterId} and u.id <= ${lastId}
          order by u.id limit ${limit}`,
        (row) => pagePath('publicProfile', { slug: row.slug }),
      ),
  },
};

/**
 * Every product, shop, category and reviewer that has a public page, read by id: a sitemap file
 * is one id range (sitemapIdRange), read in batches along the primary key.
 */
export function sitemapRepository(db: Kysely<Database>) {
  return {
    /**
     * The numbers of the files of a kind that hold at least one row when each file takes
     * `perFile` consecutive ids: the largest id (one index probe), then one probe per file for a
     * first row. Twenty probes at a million products, however the rows are spread.
     */
    async fileNumbers(kind: TableSitemapKind, perFile: number): Promise<number[]> {
      const { table, isPublic } = SOURCES[kind];
      const { rows: largest } = await sql<{
        max: number | null;
      }>`select max(p.id)::float8 as max from ${table} where ${isPublic}`.execute(db);
      const count = sitemapFileCount(largest[0]?.max ?? null, perFile);
      if (count === 0) return [];
      const { rows } = await sql<{ number: number }>`
        select k::int as number from generate_series(1, ${count}::int) k
        where exists (select 1 from ${table}
                      where ${isPublic} and p.id > (k - 1)::bigint * ${perFile}::int and p.id <= k::bigint * ${perFile}::int)
        order by k`.execute(db);
      return rows.map((row) => row.number);
    },

    /** The public pages with ids in (afterId, lastId], by id, at most `limit` of them. */
    batch(
      kind: TableSitemapKind,
      afterId: number,
      lastId: number,
      limit: number,
    ): Promise<SitemapRow[]> {
      return SOURCES[kind].batch(db, afterId, lastId, limit);
    },
  };
}

export type SitemapRepository = ReturnType<typeof sitemapRepository>;
