// The shell's server entry, loaded by the API's site module. Async boundary, as in the browser:
// shared singletons are negotiated before any of them is used.
import type { loadRemotes as LoadRemotes, renderPage as RenderPage } from './server/render-page';

export const renderPage: typeof RenderPage = (request) => import('./server/render-page').then((module) => module.renderPage(request));

export const loadRemotes: typeof LoadRemotes = (request) => import('./server/render-page').then((module) => module.loadRemotes(request));
