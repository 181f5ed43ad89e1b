import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes. `serverGuess` is what the server
 * rendered with (it has no screen): the browser's first render over that HTML says the same.
 */
export function useMediaQuery(query: string, serverGuess = false): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => serverGuess,
  );
}
