export { reviewRequestsModule } from './review-requests-routes';
export {
  startReviewRequestScheduler,
  type ReviewRequestScheduler,
} from './review-request-scheduler';
export { scheduleReviewRequests } from './review-requests-repository';
