import {
  UPLOAD_WINDOW_MS,
  UPLOADS_PER_HOUR,
  uploadRateMessage,
  uploadRetryAfterSeconds,
} from './upload-rate';

const now = new Date('2026-11-25T21:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const uploads = (count: number, at: (index: number) => Date) =>
  Array.from({ length: count }, (_, index) => at(index));

describe('the per-user upload rate limit (issue #28, item 6: "a per-user upload rate limit (429 with a message and Retry-After)")', () => {
  it('lets uploads through while fewer than the limit fall in the last hour', () => {
    expect(uploadRetryAfterSeconds([], now)).toBe(0);
    expect(
      uploadRetryAfterSeconds(
        uploads(UPLOADS_PER_HOUR - 1, () => minutesAgo(1)),
        now,
      ),
    ).toBe(0);
    // Older than the window: no longer counted.
    expect(
      uploadRetryAfterSeconds(
        uploads(UPLOADS_PER_HOUR * 3, () => minutesAgo(61)),
        now,
      ),
    ).toBe(0);
  });

  it('answers, at the limit, the seconds until the oldest counted upload leaves the hour', () => {
    expect(
      uploadRetryAfterSeconds(
        uploads(UPLOADS_PER_HOUR, () => minutesAgo(10)),
        now,
      ),
    ).toBe(50 * 60);
    // One upload 50 minutes ago and the rest just now: waiting 10 minutes frees one.
    expect(
      uploadRetryAfterSeconds([minutesAgo(50), ...uploads(UPLOADS_PER_HOUR - 1, () => now)], now),
    ).toBe(10 * 60);
    // Past the limit (uploads that raced), enough must leave to make room for one more.
    expect(
      uploadRetryAfterSeconds(
        [minutesAgo(50), minutesAgo(40), ...uploads(UPLOADS_PER_HOUR - 1, () => now)],
        now,
      ),
    ).toBe(20 * 60);
    expect(
      uploadRetryAfterSeconds(
        uploads(UPLOADS_PER_HOUR, () => new Date(now.getTime() - UPLOAD_WINDOW_MS + 10)),
        now,
      ),
    ).toBe(1);
  });

  it('says how many and how long in words', () => {
    expect(uploadRateMessage(50 * 60)).toBe(
      `You have sent ${UPLOADS_PER_HOUR} files in the last hour. Please wait 50 minutes and send this one again.`,
    );
    expect(uploadRateMessage(20)).toBe(
      `You have sent ${UPLOADS_PER_HOUR} files in the last hour. Please wait a minute and send this one again.`,
    );
  });
});
