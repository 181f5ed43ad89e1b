export { meModule } from './me-routes';
