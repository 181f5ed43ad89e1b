export { reviewerModule } from './reviewer-routes';
