import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import { cachedFor } from '../../http/cached-for';

/** Units of each currency per US dollar, keyed by currency code. */
export async function exchangeRatesByCode(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('exchange_rates')
    .select(['currency_code', 'rate_per_usd'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.currency_code, Number(row.rate_per_usd)]));
}

/** The exchange rates as every module reads them. */
export type ExchangeRatesSource = () => Promise<Record<string, number>>;

/** Rates change daily: one process reads them at most once a minute, shared by all its modules. */
export function cachedExchangeRates(db: Kysely<Database>): ExchangeRatesSource {
  return cachedFor(60_000, () => exchangeRatesByCode(db));
}
