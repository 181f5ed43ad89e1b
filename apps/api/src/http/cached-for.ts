/**
 * A loader whose answer is reused for `ttlMs`: for data that changes rarely and is the same for
 * everyone (the category tree). Per process, so several processes may briefly differ; none holds
 * anything that must be exact.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let cached: { value: Promise<T>; expires: number } | null = null;
  return () => {
    if (!cached || cached.expires <= now()) {
      const value = load();
      cached = { value, expires: now() + ttlMs };
      // A failed load is not kept: the next call tries again.
      value.catch(() => {
        cached = null;
      });
    }
    return cached.value;
  };
}
