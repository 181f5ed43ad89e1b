import type { MeResponse } from '@vouch/contracts';
import type { ExchangeRates } from '@vouch/domain';

const isRates = (value: unknown): value is ExchangeRates =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((rate) => typeof rate === 'number');

/**
 * What a failed me.json still says (spec §7: "on failure the error response is read for the same
 * fields"), as a guest's answer (spec §8: "Current-reviewer call failure is treated as the guest
 * case"); null when the error answer carries no country and currency (meFailureResponseSchema).
 */
export function meFromFailure(errorBody: unknown): MeResponse | null {
  if (typeof errorBody !== 'object' || errorBody === null) return null;
  const {
    current_country: country,
    currency,
    exchange_rates: rates,
  } = errorBody as Record<string, unknown>;
  if (typeof country !== 'string' || typeof currency !== 'string') return null;
  return {
    current_country: country,
    currency,
    ...(isRates(rates) ? { exchange_rates: rates } : {}),
    reviewer: null,
  };
}
