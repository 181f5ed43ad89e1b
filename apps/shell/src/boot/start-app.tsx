import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  askMeAsTheServerDid,
  localeSettled,
  serverStateHydrated,
  type ServerState,
} from '@vouch/api-client';
import { FormattedTexts, SERVER_STATE_ELEMENT_ID } from '@vouch/domain';
import { App } from '../app/app';
import { createAppStore } from '../app/store';
import { loadRemoteOnce, remoteForPageReady, remoteOfPage } from '../federation/remote-loads';
import { isRemoteUnavailable } from '../federation/remote-unavailable';
import { registerRemotesFromManifest } from '../federation/remote-registry';
import { pageStartOf } from './page-start';
import { yieldToBrowser } from './yield-to-browser';

const PAGE_REMOTE_WAIT_MS = 1500;

/** The store state the server rendered the page with; null when the page came without its content. */
function takeServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  element.remove();
  return JSON.parse(element.textContent) as ServerState;
}

/** Takes the page over: hydrates the server's HTML where it can, else renders the page afresh. */
export async function startApp(): Promise<void> {
  // Remotes are registered before the first render; a missing /remotes.json only costs the remotes.
  await registerRemotesFromManifest();
  const root = document.getElementById('root') as HTMLElement;
  // Reading the server's state and filling the store with it are tasks of their own: run with the
  // shell's code they were one of 35 ms here, 170 ms on a phone that ignores taps meanwhile.
  await yieldToBrowser();
  const serverState = takeServerState();
  await yieldToBrowser();
  const store = createAppStore();
  if (serverState) {
    store.dispatch(serverStateHydrated(serverState));
    store.dispatch(localeSettled(serverState.locale));
    askMeAsTheServerDid();
  }
  await yieldToBrowser();
  // Hydrating needs the page's remote here first (pageStartOf).
  const { pathname } = window.location;
  const remote = remoteOfPage(pathname);
  const loaded = serverState && remote ? await loadRemoteOnce(remote) : null;
  // The page's own code too, so it is hydrated with the rest and answers clicks as soon as the header does.
  if (loaded && !isRemoteUnavailable(loaded))
    await loaded.preload?.(pathname).catch(() => undefined);
  // The page is the script's from here on (browser tests wait for this before they click).
  const started = () => {
    root.dataset.started = 'true';
  };
  if (serverState && pageStartOf(serverState, loaded) === 'hydrate') {
    // As a transition, hydration yields to the browser between pieces instead of one long task.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App
            store={store}
            serverHints={serverState.hints}
            formattedTexts={new FormattedTexts(serverState.formattedTexts)}
            onStarted={started}
          />
        </StrictMode>,
      );
    });
  } else {
    await remoteForPageReady(pathname, PAGE_REMOTE_WAIT_MS);
    createRoot(root).render(
      <StrictMode>
        <App store={store} onStarted={started} />
      </StrictMode>,
    );
  }
}
