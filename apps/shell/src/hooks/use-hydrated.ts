import { useSyncExternalStore } from 'react';

// Whether the script runs never changes once it does.
const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and in the browser's first render over it (hydration must match
 * that HTML), true from then on and in a page the browser renders itself: what the page offers
 * without script gives way to the script's own controls.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
