export { storeSearchModule } from './store-search-routes';
