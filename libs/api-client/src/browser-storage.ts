/** JSON in localStorage that never throws: disabled or full storage just keeps nothing. */
export const browserStorage = {
  read<T>(key: string): T | null {
    try {
      const raw = window.localStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled (private mode): the value lasts for this page only.
    }
  },
  remove(...keys: string[]): void {
    try {
      for (const key of keys) window.localStorage.removeItem(key);
    } catch {
      // Nothing was kept.
    }
  },
};
