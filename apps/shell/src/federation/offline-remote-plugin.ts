import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteUnavailable } from './remote-unavailable';

const FETCH_ATTEMPTS = 3;
const RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runtime plugin for failures before React renders: manifest fetches are retried with a short
 * back-off, and a remote that still cannot load answers a `RemoteUnavailable` marker so the page
 * shows a fallback while the header, footer and other remotes keep working.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vouch-offline-remote',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 1; attempt <= FETCH_ATTEMPTS; attempt++) {
        try {
          const response = await fetch(url, {
            ...init,
            cache: attempt > 1 ? 'reload' : init.cache,
          });
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < FETCH_ATTEMPTS) await wait(RETRY_DELAY_MS * attempt);
      }
      throw lastError;
    },
    errorLoadRemote({ id, error }) {
      const marker: RemoteUnavailable = {
        remoteUnavailable: true,
        id,
        reason: error instanceof Error ? error.message : String(error),
      };
      return marker;
    },
  };
}
