import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { IndexedProduct } from './product-columns';
import type { IndexedShop } from './index-maintenance';
import { ProductSearchIndex } from './product-search-index';
import type { CatalogueMark } from '../search-engine';

/** Products read per statement while loading: each statement stays short (the requests' timeout applies). */
const LOAD_BATCH = 50_000;

/** The columns of `IndexedProduct`, read from `products p`. */
const PRODUCT_COLUMNS = sql`
  p.id::float8 as id, p.shop_id::float8 as shop_id, p.shop_country, p.category_ids,
  coalesce(tsvector_to_array(p.search_vector), '{}') as lexemes,
  p.reviews_count, p.average_rating::float8 as average_rating, p.sales_count,
  p.transparency_score::float8 as transparency_score, p.authenticity_score::float8 as authenticity_score,
  p.lowest_price::float8 as lowest_price, p.price_usd::float8 as price_usd,
  (extract(epoch from p.created_at) * 1000000)::float8 as created_at_us`;
/** The columns of `IndexedShop`, read from `shops s`. */
const SHOP_COLUMNS = sql`s.id::float8 as id, s.domain, s.platform, s.ships_to::text[] as ships_to`;

/** Where the index stands with the database: the change log as its last read left it. */
export type IndexFollowing = CatalogueMark;

/** What was written since a horizon (migration 0017), and the horizon to read from next time. */
export interface IndexChanges extends IndexFollowing {
  snapshot: string;
  products: IndexedProduct[];
  shops: IndexedShop[];
  removed: number[];
}

/** The rows the in-process search index is built from and kept in step with. */
export function searchIndexRepository(db: Kysely<Database>) {
  return {
    /** The index of one snapshot of the catalogue (read in batches), and the horizon its changes start from. */
    async loadIndex(): Promise<{ index: ProductSearchIndex } & IndexFollowing> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const { rows } = await sql<{ horizon: string; snapshot: string }>`
            select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
                   pg_current_snapshot()::text as snapshot`.execute(trx);
          const index = await ProductSearchIndex.build(async (addShop, addProducts) => {
            const { rows: shops } =
              await sql<IndexedShop>`select ${SHOP_COLUMNS} from shops s order by s.id`.execute(
                trx,
              );
            shops.forEach(addShop);
            let after = 0;
            for (;;) {
              const { rows: products } = await sql<IndexedProduct>`
                select ${PRODUCT_COLUMNS} from products p where p.id > ${after} order by p.id limit ${LOAD_BATCH}`.execute(
                trx,
              );
              addProducts(products);
              if (products.length < LOAD_BATCH) break;
              after = products[products.length - 1]!.id;
            }
          });
          return { index, ...rows[0]! };
        });
    },

    /** The products and shops written, and the products removed, since `horizon`. */
    async changesSince(horizon: string): Promise<IndexChanges> {
      const { rows } = await sql<IndexChanges>`
        select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
               pg_current_snapshot()::text as snapshot,
               (select coalesce(json_agg(changed), '[]') from (select ${PRODUCT_COLUMNS} from products p where p.search_xid >= ${horizon}::xid8 order by p.id) changed) as products,
               (select coalesce(json_agg(changed), '[]') from (select ${SHOP_COLUMNS} from shops s where s.search_xid >= ${horizon}::xid8) changed) as shops,
               (select coalesce(json_agg(r.product_id::float8), '[]') from removed_products r where r.search_xid >= ${horizon}::xid8) as removed`.execute(
        db,
      );
      return rows[0]!;
    },

    /**
     * The relevance window's page (spec §3): the window's ids ranked exact titles first, then by
     * PostgreSQL's rank of the text, then popularity; `limit` of them from `offset`. The index
     * finds the window in popularity order; ranking needs the weighted `search_vector`.
     */
    async rankWindow(
      ids: number[],
      text: string,
      offset: number,
      limit: number,
    ): Promise<number[]> {
      if (ids.length === 0) return [];
      const { rows } = await sql<{ id: number }>`
        select p.id::float8 as id from products p where p.id = any(${ids}::bigint[])
        order by lower(p.title) = ${text.toLowerCase()} desc,
                 ts_rank(p.search_vector, websearch_to_tsquery('english', ${text})) desc,
                 p.reviews_count desc, p.id desc
        offset ${offset} limit ${limit}`.execute(db);
      return rows.map((row) => row.id);
    },

    /**
     * The database's identity, for the index's snapshot file: its cluster's system identifier, its
     * timeline (a point-in-time recovery starts a new one), its own oid (a database restored
     * elsewhere, or dropped and created again, is another) and its last migration (one may rewrite
     * products without the change log hearing of it).
     */
    async databaseIdentity(): Promise<string> {
      const { rows } = await sql<{ identity: string }>`
        select concat_ws('/',
          (select system_identifier::text from pg_control_system()),
          (select timeline_id::text from pg_control_checkpoint()),
          (select oid::text from pg_database where datname = current_database()),
          (select max(name) from schema_migrations)) as identity`.execute(db);
      return rows[0]!.identity;
    },

    /** How many products were written or removed since `horizon`. */
    async changeCountSince(horizon: string): Promise<number> {
      const { rows } = await sql<{ changes: number }>`
        select (select count(*) from products where search_xid >= ${horizon}::xid8) +
               (select count(*) from removed_products where search_xid >= ${horizon}::xid8) as changes`.execute(
        db,
      );
      return Number(rows[0]!.changes);
    },

    /** How many products the catalogue holds. */
    async productCount(): Promise<number> {
      const { rows } = await sql<{
        products: number;
      }>`select count(*) as products from products`.execute(db);
      return Number(rows[0]!.products);
    },

    /** Each word's lexemes as `to_tsvector('english', ...)` gives them (rows generated without a database, issue #32). */
    async lexemesOfWords(words: readonly string[]): Promise<Map<string, string[]>> {
      const { rows } = await sql<{ word: string; lexemes: string[] }>`
        select w as word, coalesce(tsvector_to_array(to_tsvector('english', w)), '{}') as lexemes
        from unnest(${[...words]}::text[]) w`.execute(db);
      return new Map(rows.map((row) => [row.word, row.lexemes]));
    },

    /** PostgreSQL's reading of a search text: the text form of `websearch_to_tsquery('english', text)`. */
    async textQuery(text: string): Promise<string> {
      const { rows } = await sql<{
        query: string;
      }>`select websearch_to_tsquery('english', ${text})::text as query`.execute(db);
      return rows[0]!.query;
    },
  };
}
