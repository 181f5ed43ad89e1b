export { healthModule } from './health-routes';
export { startHealthListener, type HealthListener } from './health-listener';
