/** A cached loader, and ways to forget one key's answer, or all, when the data behind them changed. */
export type CachedLoader<K, T> = ((key: K) => Promise<T>) & {
  /** The answer a call for `key` would reuse (loaded, being loaded, or stale), without loading anything; else null. */
  kept(key: K): Promise<T> | null;
  forget(key: K): void;
  forgetAll(): void;
};

export interface CacheTiming {
  now?: () => number;
  /**
   * After its `ttlMs`, an answer is still given at once for this long while a new one loads
   * behind it (HTTP's stale-while-revalidate); a failed reload keeps it until then. 0: none.
   */
  staleMs?: number;
}

interface CacheEntry<T> {
  value: Promise<T>;
  expires: number;
  /** The answer once it came, for giving while stale. */
  settled?: { value: T };
  reloading?: boolean;
  /** After a failed reload, none before this time. */
  retryAt?: number;
}

/** After a failed reload, the share of `ttlMs` before the next is tried: not at every call meanwhile. */
const RELOAD_RETRY_SHARE = 0.1;

/**
 * A loader whose answer per key is reused for `ttlMs`: for data that changes rarely and is the
 * same for everyone. Per process, so several processes may briefly differ; none holds anything
 * that must be exact. At most `maxEntries` keys are kept (the oldest loaded go first). Forgetting
 * a key forgets its stale answer too, and a reload under way for it.
 */
export function cachedPerKey<K, T>(
  ttlMs: number,
  maxEntries: number,
  load: (key: K) => Promise<T>,
  { now = Date.now, staleMs = 0 }: CacheTiming = {},
): CachedLoader<K, T> {
  const entries = new Map<K, CacheEntry<T>>();
  const givenStale = (entry: CacheEntry<T>, at: number) =>
    entry.settled !== undefined && at < entry.expires + staleMs;
  const start = (key: K): CacheEntry<T> => {
    const value = load(key);
    const entry: CacheEntry<T> = { value, expires: now() + ttlMs };
    value.then(
      (answer) => {
        entry.settled = { value: answer };
      },
      () => undefined,
    );
    return entry;
  };
  const reload = (key: K, stale: CacheEntry<T>) => {
    stale.reloading = true;
    const entry = start(key);
    entry.value.then(
      () => {
        // Unless forgotten or dropped meanwhile: the write that forgot it may postdate this answer.
        if (entries.get(key) !== stale) return;
        // Last among the kept: the keys asked for most are the last to be dropped.
        entries.delete(key);
        entries.set(key, entry);
      },
      () => {
        stale.reloading = false;
        stale.retryAt = now() + ttlMs * RELOAD_RETRY_SHARE;
      },
    );
  };
  const kept = (key: K): Promise<T> | null => {
    const entry = entries.get(key);
    const at = now();
    return entry && (entry.expires > at || givenStale(entry, at)) ? entry.value : null;
  };
  const cached = (key: K) => {
    const entry = entries.get(key);
    const at = now();
    if (entry && entry.expires > at) return entry.value;
    if (entry && givenStale(entry, at)) {
      if (!entry.reloading && (entry.retryAt ?? 0) <= at) reload(key, entry);
      return entry.value;
    }
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
    const fresh = start(key);
    entries.set(key, fresh);
    // A failed load is not kept: the next call tries again.
    fresh.value.catch(() => {
      if (entries.get(key) === fresh) entries.delete(key);
    });
    return fresh.value;
  };
  return Object.assign(cached, {
    kept,
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
  const cached = cachedPerKey<null, T>(ttlMs, 1, () => load(), { now });
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
