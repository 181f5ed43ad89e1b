export { clickTrackingModule } from './tracking-routes';
