import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@vouch/contracts';
import { INLINE_REMOTES_ELEMENT_ID } from '@vouch/domain';
import type { ComponentType } from 'react';
import { isRemoteUnavailable, type RemoteUnavailable } from './remote-unavailable';

/** What every remote exposes as `./Routes`. */
export interface RemoteRoutesModule {
  default: ComponentType;
  /** Loads the code of the remote's page at a path ahead of its first render (remotes whose pages load apart). */
  preload?(pathname: string): Promise<void>;
}

let manifest: RemotesManifest = {};

/** The map the server put in the page's HTML, read once: a later look-up asks the server afresh. */
function takeInlineManifest(): RemotesManifest | null {
  const element = document.getElementById(INLINE_REMOTES_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  return JSON.parse(element.textContent) as RemotesManifest;
}

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

/** Reads the remotes map (name -> mf-manifest URL), from the page or `/remotes.json`, and registers every remote with the runtime. */
export async function registerRemotesFromManifest(): Promise<void> {
  try {
    manifest = takeInlineManifest() ?? (await fetchManifest());
    registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  } catch (error) {
    console.error('Could not read /remotes.json; remote pages will offer a retry.', error);
  }
}

/**
 * The server renderer's map (name -> server remote entry), which it checks before each render:
 * a remote whose entry changed is registered afresh, as a browser that read the new map would.
 * Answers the names whose entries changed.
 */
export function registerServerRemotes(next: RemotesManifest): string[] {
  const changed = Object.keys(next).filter((name) => manifest[name] !== next[name]);
  manifest = next;
  if (changed.length > 0)
    registerRemotes(
      changed.map((name) => ({ name, entry: next[name]! })),
      { force: true },
    );
  return changed;
}

/** Loads a remote's `./Routes`, or a RemoteUnavailable marker when it cannot be had. */
export async function loadRemoteRoutes(
  name: string,
): Promise<RemoteRoutesModule | RemoteUnavailable> {
  // The server is handed its map before rendering; only a browser asks for it again.
  if (!manifest[name] && typeof document !== 'undefined') await registerRemotesFromManifest();
  if (!manifest[name])
    return { remoteUnavailable: true, id: `${name}/Routes`, reason: 'not listed in /remotes.json' };
  try {
    const loaded = await loadRemote<RemoteRoutesModule>(`${name}/Routes`);
    if (isRemoteUnavailable(loaded)) return loaded;
    if (!loaded?.default) throw new Error(`${name}/Routes has no default export`);
    return loaded;
  } catch (error) {
    return {
      remoteUnavailable: true,
      id: `${name}/Routes`,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Forgets a remote's failed load so the next `loadRemoteRoutes` fetches it afresh. */
export function forgetRemote(name: string): void {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
