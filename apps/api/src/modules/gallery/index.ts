export { galleryModule } from './gallery-routes';
