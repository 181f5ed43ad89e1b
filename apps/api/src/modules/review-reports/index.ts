export { reviewReportsRepository } from './review-reports-repository';
export { reviewReportsModule } from './review-reports-routes';
