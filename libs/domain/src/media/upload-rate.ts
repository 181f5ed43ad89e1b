/**
 * Issue #28, item 6: "a per-user upload rate limit (429 with a message and Retry-After)". A review
 * takes up to 5 pictures and a video and a dispute message 5 files, so 60 files an hour leaves
 * room for several reviews and a dispute with retries, while a script decoding pictures on our
 * servers, or filling their disks, is stopped within a minute.
 */
export const UPLOADS_PER_HOUR = 60;
export const UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/**
 * Seconds until one more upload may go, from the times of the user's uploads (any order, older
 * ones ignored): 0 while fewer than the limit fall in the last hour, else until enough leave it.
 */
export function uploadRetryAfterSeconds(uploadedAt: readonly Date[], now: Date): number {
  const windowStart = now.getTime() - UPLOAD_WINDOW_MS;
  const recent = uploadedAt
    .map((at) => at.getTime())
    .filter((at) => at > windowStart)
    .sort((a, b) => a - b);
  if (recent.length < UPLOADS_PER_HOUR) return 0;
  const freedAt = recent[recent.length - UPLOADS_PER_HOUR]! + UPLOAD_WINDOW_MS;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
}

/** What a refused upload says: how many, and how long to wait, in minutes a person reads. */
export function uploadRateMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You have sent ${UPLOADS_PER_HOUR} files in the last hour. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and send this one again.`;
}
