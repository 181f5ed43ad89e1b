export { reviewManagementModule } from './review-management-routes';
