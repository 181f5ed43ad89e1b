// A federation runtime plugin for a remote served by `npx nx serve <remote>`: the page that loaded
// the remote listens to its development server and reloads when a rebuild is done, so an edit shows
// without reloading by hand. Only in that build (create-federated-config.js, env.liveReload).
/* global __webpack_public_path__ */
const events = new EventSource(new URL('__rebuilt', __webpack_public_path__));
events.addEventListener('rebuilt', () => window.location.reload());

export default function liveReloadPlugin() {
  return { name: 'vouch-live-reload' };
}
