import { sql, type RawBuilder } from 'kysely';
import { pgSnapshotBounds } from './in-process-index/pg-snapshot';
import type { CatalogueMark } from './search-engine';

/**
 * Whether any product or shop was written, or product removed, since `mark` (an engine's last read
 * of the change log, migration 0017): a condition for another statement to select (a search's card
 * read), where reading the changes is one of its own. With that read's snapshot, the writes it did
 * not see are those of transactions at or past its xmax or in flight at it (its xip), both found
 * by index; the horizon would also count the writes it saw while a transaction that has written
 * stays open (in any database of the server), scanning them all on every search.
 */
export function catalogueChangedSince({ horizon, snapshot }: CatalogueMark): RawBuilder<boolean> {
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
}
