export { sitemapsModule } from './sitemaps-routes';
