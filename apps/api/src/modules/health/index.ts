export { healthModule } from './health-routes';
