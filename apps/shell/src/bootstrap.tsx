import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppStore } from './app/store';
import { remoteForPageReady } from './federation/remote-loads';
import { registerRemotesFromManifest } from './federation/remote-registry';

const PAGE_REMOTE_WAIT_MS = 1500;

// Remotes are registered before the first render; a missing /remotes.json only costs the remotes.
registerRemotesFromManifest()
  .then(() => remoteForPageReady(window.location.pathname, PAGE_REMOTE_WAIT_MS))
  .finally(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <App store={createAppStore()} />
      </StrictMode>,
    );
  });
