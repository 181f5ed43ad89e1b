import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates its HTML, true after (and at once in a page
 * the browser renders itself). What only the browser knows (its storage, cookies, screen) is read
 * once it is true, so the first render matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
