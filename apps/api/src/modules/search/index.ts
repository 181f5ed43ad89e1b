export { loadSearchIndex, type SyncedSearchIndex } from './search-index/synced-search-index';
export { productSearchRepository, productSearchResultFrom } from './search-repository';
export { searchModule } from './search-routes';
