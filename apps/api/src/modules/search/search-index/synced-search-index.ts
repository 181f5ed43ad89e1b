import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import type { IndexedProduct } from './product-columns';
import { ProductSearchIndex, type IndexAnswer, type IndexedShop, type IndexQuery, type SampledMatch } from './product-search-index';
import { parseTsQuery, type TsQuery } from './ts-query';

/** Products read per statement while loading: each statement stays short (the requests' timeout applies). */
const LOAD_BATCH = 50_000;
/** Query texts whose PostgreSQL reading is remembered (a statement each otherwise). */
const TEXT_QUERIES_KEPT = 10_000;

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

export interface SyncedSearchIndex {
  /** The search's matches as of now: what was written since the last search is folded in first. */
  find(query: IndexQuery): Promise<IndexAnswer>;
  /** Up to `limit` matches of a search as of now, whichever are cheapest to find (`ProductSearchIndex.sample`). */
  sample(query: IndexQuery, limit: number): Promise<{ matches: SampledMatch[]; more: boolean }>;
  /** PostgreSQL's reading of a search text (`websearch_to_tsquery`), or null when the index cannot evaluate it (phrases). */
  textQuery(text: string): Promise<TsQuery | null>;
  readonly size: number;
}

/**
 * Loads the search index from the database (one snapshot, in batches) and keeps it in step: before
 * each search it reads the products and shops written, and products removed, since it last looked (migration 0017), one
 * look at a time so changes apply in the order they were read.
 */
export async function loadSearchIndex(db: Kysely<Database>): Promise<SyncedSearchIndex> {
  let horizon = '';
  const index = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ horizon: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`.execute(trx);
      horizon = rows[0]!.horizon;
      return ProductSearchIndex.build(async (addShop, addProducts) => {
        const { rows: shops } = await sql<IndexedShop>`select ${SHOP_COLUMNS} from shops s order by s.id`.execute(trx);
        shops.forEach(addShop);
        let after = 0;
        for (;;) {
          const { rows: products } = await sql<IndexedProduct>`
            select ${PRODUCT_COLUMNS} from products p where p.id > ${after} order by p.id limit ${LOAD_BATCH}`.execute(trx);
          addProducts(products);
          if (products.length < LOAD_BATCH) break;
          after = products[products.length - 1]!.id;
        }
      });
    });

  async function applyChanges(): Promise<void> {
    const { rows } = await sql<{ horizon: string; products: IndexedProduct[]; shops: IndexedShop[]; removed: number[] }>`
      select pg_snapshot_xmin(pg_current_snapshot())::text as horizon,
             (select coalesce(json_agg(changed), '[]') from (select ${PRODUCT_COLUMNS} from products p where p.search_xid >= ${horizon}::xid8 order by p.id) changed) as products,
             (select coalesce(json_agg(changed), '[]') from (select ${SHOP_COLUMNS} from shops s where s.search_xid >= ${horizon}::xid8) changed) as shops,
             (select coalesce(json_agg(r.product_id::float8), '[]') from removed_products r where r.search_xid >= ${horizon}::xid8) as removed`.execute(db);
    const changes = rows[0]!;
    for (const shop of changes.shops) index.upsertShop(shop);
    for (const product of changes.products) index.upsertProduct(product);
    for (const id of changes.removed) index.removeProduct(id);
    horizon = changes.horizon;
  }

  // One look at a time; searches arriving meanwhile share the next one, which starts after they arrived.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const look = (): Promise<void> => {
    running = applyChanges().finally(() => {
      running = null;
    });
    return running;
  };
  const upToDate = (): Promise<void> => {
    if (queued) return queued;
    if (!running) return look();
    queued = running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return look();
      });
    return queued;
  };

  const textQueries = new Map<string, TsQuery | null>();
  return {
    async find(query) {
      await upToDate();
      return index.find(query);
    },
    async sample(query, limit) {
      await upToDate();
      return index.sample(query, limit);
    },
    async textQuery(text) {
      if (textQueries.has(text)) return textQueries.get(text) ?? null;
      const { rows } = await sql<{ query: string }>`select websearch_to_tsquery('english', ${text})::text as query`.execute(db);
      const parsed = parseTsQuery(rows[0]!.query);
      if (textQueries.size >= TEXT_QUERIES_KEPT) textQueries.delete(textQueries.keys().next().value!);
      textQueries.set(text, parsed);
      return parsed;
    },
    get size() {
      return index.size;
    },
  };
}
