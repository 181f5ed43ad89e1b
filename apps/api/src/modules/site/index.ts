export { type PageChanges, watchPageChanges } from './page-changes';
export { pageChangesRepository } from './page-changes-repository';
export { escapeHtml } from './render-page-html';
export { siteModule } from './site-routes';
