import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Units of each currency per US dollar, keyed by currency code. */
export async function exchangeRatesByCode(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db.selectFrom('exchange_rates').select(['currency_code', 'rate_per_usd']).execute();
  return Object.fromEntries(rows.map((row) => [row.currency_code, Number(row.rate_per_usd)]));
}
