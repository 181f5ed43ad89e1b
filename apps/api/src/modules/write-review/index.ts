export { countOrdersAwaitingReview } from './order-repository';
export { attachReviewMedia, claimReviewMedia } from './review-media-uploads';
export { reviewTextFingerprint } from './review-submission-repository';
export { writeReviewPages } from './write-review-pages';
export { writeReviewModule } from './write-review-routes';
export { writeReviewJsonRoutes } from './write-review-json-routes';
