export { forgetAnswersAtWrites } from './product-widget-answers';
export { productWidgetCache, type ProductWidgetCache } from './product-widget-cache';
export { type RatingSummary } from './rating-summary';
export { refreshReviewAggregates, type ReviewOwners } from './review-aggregates';
export {
  REVIEW_ROW_COLUMNS,
  REVIEW_ROW_JOINS,
  type ReviewRow,
  reviewWithSubjectFrom,
} from './review-row';
export { reviewRepository, type ReviewScope } from './reviews-repository';
export { reviewWidgetsModule } from './reviews-routes';
export { widgetShop } from './widget-shop';
