export { loadSearchIndex, type SyncedSearchIndex } from './search-index/synced-search-index';
export { productSearchRepository } from './search-repository';
export { searchModule } from './search-routes';
