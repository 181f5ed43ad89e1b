/** How long a message waits before its next try, and when trying stops. */
export interface RetrySchedule {
  /** The wait after the first failed try; each later one doubles it. */
  firstDelayMs: number;
  /** The longest wait between two tries. */
  maxDelayMs: number;
  /** Past this age a message that still could not go is given up (as mail servers' queue lifetime). */
  giveUpAfterMs: number;
}

/** A minute, doubling to an hour, for three days: an SMTP server down for an hour costs an hour's delay, no message. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
};

/** The wait after the `attempts`-th failed try (1 for the first). */
export function retryDelayMs(schedule: RetrySchedule, attempts: number): number {
  return Math.min(schedule.maxDelayMs, schedule.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}
