export { generatedIndexRows, generatedIndexShops } from './in-process-index/generated-index-rows';
export { inProcessEngine, loadSearchIndex } from './in-process-index/in-process-engine';
export { SEARCH_INDEX_FILE } from './in-process-index/index-snapshot-file';
export { ProductSearchIndex } from './in-process-index/product-search-index';
export { searchIndexRepository } from './in-process-index/search-index-repository';
export { SEARCH_PER_PAGE, type SearchEngine } from './search-engine';
export { productSearchRepository } from './search-repository';
export { searchModule } from './search-routes';
