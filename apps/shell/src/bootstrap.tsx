import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppStore } from './app/store';
import { registerRemotesFromManifest } from './federation/remote-registry';

// Remotes are registered before the first render; a missing /remotes.json only costs the remotes.
registerRemotesFromManifest().finally(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App store={createAppStore()} />
    </StrictMode>,
  );
});
