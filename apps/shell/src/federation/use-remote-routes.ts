import { useEffect, useState } from 'react';
import { loadRemoteOnce, settledRemote, type RemoteLoadResult } from './remote-loads';

/**
 * The remote's routes, or null while they load. Held in state rather than read with Suspense:
 * React holds back content that resolves behind a just-shown fallback for up to 300 ms, and the
 * page's main content should appear the moment its code is here.
 */
export function useRemoteRoutes(name: string): RemoteLoadResult | null {
  const [loaded, setLoaded] = useState(() => settledRemote(name));
  useEffect(() => {
    let current = true;
    void loadRemoteOnce(name).then((result) => {
      if (current) setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, [name]);
  return loaded;
}
