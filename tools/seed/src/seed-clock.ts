/** Every date in the data is relative to this instant, so the same seed gives the same rows. */
export const SEED_REFERENCE_DATE = new Date('2026-11-01T12:00:00Z');
export const DAY_MS = 86_400_000;

/** The instant `days` days before the reference date, as an ISO string. */
export function daysAgo(days: number): string {
  return new Date(SEED_REFERENCE_DATE.getTime() - days * DAY_MS).toISOString();
}
