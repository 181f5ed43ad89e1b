export { followsModule } from './follows-routes';
