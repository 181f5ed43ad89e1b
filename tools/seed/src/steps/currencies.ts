import type { QueryExecutorProvider } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { SEED_CURRENCIES } from '../currencies';
import { SEED_REFERENCE_DATE } from '../seed-clock';

export async function seedCurrencies(db: QueryExecutorProvider): Promise<void> {
  const currencies = new BulkInserter(db, 'currencies', {
    code: 'text',
    name: 'text',
    symbol: 'text',
  });
  const rates = new BulkInserter(db, 'exchange_rates', {
    currency_code: 'text',
    rate_per_usd: 'numeric',
    updated_at: 'timestamptz',
  });
  for (const { code, name, symbol, ratePerUsd } of SEED_CURRENCIES) {
    await currencies.add({ code, name, symbol });
    if (ratePerUsd > 0)
      await rates.add({
        currency_code: code,
        rate_per_usd: ratePerUsd,
        updated_at: SEED_REFERENCE_DATE.toISOString(),
      });
  }
  await currencies.flush();
  await rates.flush();
}
