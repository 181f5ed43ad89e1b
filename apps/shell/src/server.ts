// The shell's server entry, loaded by the API's site module. Async boundary, as in the browser:
// shared singletons are negotiated before any of them is used.
import type {
  loadRemotes as LoadRemotes,
  renderPage as RenderPage,
} from './server/render-on-server';

export const renderPage: typeof RenderPage = (request) =>
  import('./server/render-on-server').then((module) => module.renderPage(request));

export const loadRemotes: typeof LoadRemotes = (request) =>
  import('./server/render-on-server').then((module) => module.loadRemotes(request));
