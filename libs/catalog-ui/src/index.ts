// Catalogue pieces more than one remote (or the shell) shows: product cards, reviews and the product
// search box's suggestions, bound to the api client (prices in the chosen currency) and the router (links).
export { ProductCard } from './product-card/product-card';
export { ProductGrid } from './product-card/product-grid';
export { ReviewItem, type ReviewItemProps } from './review-item/review-item';
export {
  SavedReviewNotice,
  savedReviewNavigation,
  type SavedReviewState,
} from './saved-review/saved-review-notice';
export { FollowButton, type FollowButtonProps } from './follow-button/follow-button';
export { RemoteRoutes, preloadRemotePage, type RemotePages } from './remote-routes/remote-routes';
export { lazyPage, type LazyPage } from './remote-routes/lazy-page';
export { ReviewList, type ReviewListPage, type ReviewListProps } from './review-list/review-list';
export { ReviewTypeSwitch } from './review-list/review-type-switch';
export { useReviewListView } from './review-list/use-review-list-view';
export { MediaViewer } from './review-media/media-viewer';
export { mediaPosition } from './review-media/review-media-items';
export { MediaThumb } from './review-media/media-thumb';
export { ExplainedMedalBadges } from './medals/explained-medal-badges';
export { ReviewerAvatar, type ReviewerAvatarInputs } from './reviewer-avatar/reviewer-avatar';
export { SearchSuggestions, type SearchSuggestionsProps } from './search-box/search-suggestions';
export { useSearchSuggestions } from './search-box/use-search-suggestions';
