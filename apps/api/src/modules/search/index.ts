export { loadSearchIndex } from './in-process-index/in-process-engine';
export type { SearchEngine } from './search-engine';
export { productSearchRepository } from './search-repository';
export { searchModule } from './search-routes';
