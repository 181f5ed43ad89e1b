import { DEFAULT_RETRY_SCHEDULE, retryDelayMs } from './retry-schedule';

const minutes = (ms: number) => ms / 60_000;

describe('retryDelayMs', () => {
  it('waits a minute after the first failure, doubling each time up to an hour', () => {
    expect(
      [1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => minutes(retryDelayMs(DEFAULT_RETRY_SCHEDULE, n))),
    ).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('tries a message kept through an hour-long SMTP outage again within the hour after it ends', () => {
    let waited = 0;
    let attempts = 0;
    while (waited < 60 * 60_000) waited += retryDelayMs(DEFAULT_RETRY_SCHEDULE, ++attempts);
    // The try that first falls after the outage comes at most one longest wait after it.
    expect(waited - 60 * 60_000).toBeLessThanOrEqual(DEFAULT_RETRY_SCHEDULE.maxDelayMs);
    expect(attempts).toBeLessThan(10);
  });
});
