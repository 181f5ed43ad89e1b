import { matchPageRoute, remoteForRoute } from '@vouch/domain';
import type { RemotesManifest } from '@vouch/contracts';
import {
  forgetRemote,
  loadRemoteRoutes,
  registerServerRemotes,
  type RemoteRoutesModule,
} from './remote-registry';
import type { RemoteUnavailable } from './remote-unavailable';

export type RemoteLoadResult = RemoteRoutesModule | RemoteUnavailable;

// One load per remote, kept across navigations so a remote's pages do not reload or remount.
const loads = new Map<string, Promise<RemoteLoadResult>>();
const settled = new Map<string, RemoteLoadResult>();

/** The remote's `./Routes`, loaded once. */
export function loadRemoteOnce(name: string): Promise<RemoteLoadResult> {
  let load = loads.get(name);
  if (!load) {
    load = loadRemoteRoutes(name).then((result) => {
      settled.set(name, result);
      return result;
    });
    loads.set(name, load);
  }
  return load;
}

/** What a finished load gave, so a page whose remote is already here renders it at once. */
export function settledRemote(name: string): RemoteLoadResult | null {
  return settled.get(name) ?? null;
}

/** The remote that owns the page at `pathname`, if any. */
export function remoteOfPage(pathname: string): string | null {
  const match = matchPageRoute(pathname);
  return match ? remoteForRoute(match.name) : null;
}

/**
 * Loads the remote that owns `pathname`, resolving when it is here or after `maxWaitMs`, whichever
 * comes first: the shell's first render waits for it so header and page paint together, but a
 * slow or failing remote does not hold the header back.
 */
export function remoteForPageReady(pathname: string, maxWaitMs: number): Promise<void> {
  const remote = remoteOfPage(pathname);
  if (!remote) return Promise.resolve();
  const load = loadRemoteOnce(remote).then(() => undefined);
  return Promise.race([load, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/** Drops a failed load so the next render fetches the remote afresh. */
export function forgetRemoteLoad(name: string): void {
  loads.delete(name);
  settled.delete(name);
  forgetRemote(name);
}

/** The server renderer's map, given before each render: a remote whose entry changed loads afresh. */
export function serveRemotesFrom(next: RemotesManifest): void {
  for (const name of registerServerRemotes(next)) {
    loads.delete(name);
    settled.delete(name);
  }
}
