import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '@vouch/db';
import type { IndexedProduct } from './product-columns';
import type { IndexedShop } from './index-maintenance';
import { pgSnapshotBounds } from './pg-snapshot';
import { ProductSearchIndex } from './product-search-index';

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

/** Where the index stands with the database: the horizon it reads changes from, and the snapshot it last read them in. */
export interface IndexFollowing {
  horizon: string;
  /** `pg_current_snapshot()` of the last read, or null when unknown: every write it saw is in the index. */
  snapshot: string | null;
}

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
     * Whether any product or shop was written, or product removed, that the index's last read of
     * the changes did not see: a condition for another statement to select (a search's card
     * read), where `changesSince` is one of its own. With that read's snapshot, the writes it did
     * not see are those of transactions at or past its xmax or in flight at it (its xip), both
     * found by index; the horizon would also count the writes it saw while a transaction that has
     * written stays open (in any database of the server), scanning them all on every search.
     */
    changedSince({ horizon, snapshot }: IndexFollowing): RawBuilder<boolean> {
      // The values go in as parameters, not as functions of the snapshot: the planner then sees
      // them. Asked `search_xid in (select pg_snapshot_xip(...))`, it guessed most shops match (the
      // seed wrote them all in one transaction) and read all 25,000 of them at every search.
      const { xmax, inFlight } =
        snapshot === null ? { xmax: horizon, inFlight: [] } : pgSnapshotBounds(snapshot);
      const unseenIn = (table: 'products' | 'shops' | 'removed_products') => {
        const pastXmax = sql`exists (select from ${sql.table(table)} where search_xid >= ${xmax}::xid8)`;
        return inFlight.length === 0
          ? pastXmax
          : sql`${pastXmax} or exists (select from ${sql.table(table)} where search_xid = any(${inFlight}::xid8[]))`;
      };
      return sql<boolean>`(${unseenIn('products')} or ${unseenIn('shops')} or ${unseenIn('removed_products')})`;
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
