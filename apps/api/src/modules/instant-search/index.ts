export { instantSearchModule } from './instant-search-routes';
