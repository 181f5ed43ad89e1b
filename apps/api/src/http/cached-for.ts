/** A cached loader, and ways to forget one key's answer, or all, when the data behind them changed. */
export type CachedLoader<K, T> = ((key: K) => Promise<T>) & {
  /** True while an answer for `key` (loaded, or being loaded) would be reused. */
  has(key: K): boolean;
  forget(key: K): void;
  forgetAll(): void;
};

/**
 * A loader whose answer per key is reused for `ttlMs`: for data that changes rarely and is the
 * same for everyone. Per process, so several processes may briefly differ; none holds anything
 * that must be exact. At most `maxEntries` keys are kept (the oldest go first).
 */
export function cachedPerKey<K, T>(
  ttlMs: number,
  maxEntries: number,
  load: (key: K) => Promise<T>,
  now: () => number = Date.now,
): CachedLoader<K, T> {
  const entries = new Map<K, { value: Promise<T>; expires: number }>();
  const cached = (key: K) => {
    const cached = entries.get(key);
    if (cached && cached.expires > now()) return cached.value;
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
    const value = load(key);
    const entry = { value, expires: now() + ttlMs };
    entries.set(key, entry);
    // A failed load is not kept: the next call tries again.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
  return Object.assign(cached, {
    has: (key: K) => (entries.get(key)?.expires ?? 0) > now(),
    forget: (key: K) => void entries.delete(key),
    forgetAll: () => entries.clear(),
  });
}

/** `cachedPerKey` for a loader without a key (the category tree, the exchange rates). */
export function cachedFor<T>(
  ttlMs: number,
  load: () => Promise<T>,
  now: () => number = Date.now,
): () => Promise<T> {
  const cached = cachedPerKey<null, T>(ttlMs, 1, () => load(), now);
  return () => cached(null);
}

/**
 * A loader for a figure too slow to count in a visitor's request (a pass over every review): the
 * first call waits for it; after that every call gets the last answer at once, and one older than
 * `refreshMs` is counted again behind it. A failed count keeps the last answer (`onError` hears of
 * it once) and is tried again a period later, not at every call meanwhile; with no answer yet, the
 * call fails and the next one counts again.
 */
export function refreshedEvery<T>(
  refreshMs: number,
  load: () => Promise<T>,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): () => Promise<T> {
  let last: { value: T; at: number } | null = null;
  let loading: Promise<T> | null = null;
  const startLoading = () => {
    loading = load()
      .then((value) => {
        last = { value, at: now() };
        return value;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return () => {
    if (!last) return loading ?? startLoading();
    const kept = last;
    if (!loading && now() - kept.at >= refreshMs)
      startLoading().catch((error: unknown) => {
        last = { value: kept.value, at: now() };
        onError(error);
      });
    return Promise.resolve(kept.value);
  };
}
