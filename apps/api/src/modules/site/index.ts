export { type PageChanges, watchPageChanges } from './page-changes';
export { pageChangesRepository } from './page-changes-repository';
export { siteModule } from './site-routes';
export type { LoadedPage, PageData, PageLoader } from './loaded-page';
export { pageJsonSender } from './page-json';
