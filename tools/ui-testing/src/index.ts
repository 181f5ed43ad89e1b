export { renderRoute, type RenderedRoute } from './render-route';
export { meAnswer } from './me-answer';
export { reviewFixture } from './review-fixture';
export { productFixture, shopFixture } from './catalog-fixtures';
export { arbitratorDisputeFixture, arbitratorListAnswer, disputeFixture } from './dispute-fixtures';
