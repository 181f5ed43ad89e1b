export {
  api,
  API_BASE_URL,
  rootReducer,
  REDESIGN_HEADER,
  serverStateHydrated,
  type RootState,
  type ServerQueryContext,
  type ServerState,
} from './api';
export { readCsrfToken, replaceCsrfToken } from './csrf-token';
export { readSiteKeys } from './site-keys';
export {
  sessionApi,
  useMe,
  askMeAsTheServerDid,
  useSignInMutation,
  useSignUpMutation,
  useConfirmSignUpMutation,
  useRequestPasswordResetMutation,
  useRequestSignInLinkMutation,
  useResetPasswordMutation,
  useSignInWithLinkMutation,
  useSignOutMutation,
  useUpdateReviewerLocaleMutation,
} from './endpoints/session-api';
export { searchTextTyped, selectTypedSearchText } from './search-box/search-box-slice';
export { localeFromMe, type SavedLocale } from './locale/locale-from-me';
export {
  localeSlice,
  currencyChosen,
  countryChosen,
  ratesReceived,
  localeSettled,
  dateLocaleSettled,
  selectCurrency,
  selectCountry,
  selectRates,
  selectDateLocale,
  type LocaleState,
} from './locale/locale-slice';
export { localeStorage, type CachedRates } from './locale/locale-storage';
export { useFormatPrice } from './locale/use-format-price';
export { useDateFormat } from './locale/use-date-format';
export { FormattedTextsContext } from './locale/formatted-texts-context';
export { useChooseLocale } from './locale/use-choose-locale';
export {
  pageMetaApi,
  pageMetaArg,
  useGetPageMetaQuery,
  useCurrentPageMeta,
} from './endpoints/page-meta-api';
export { countriesApi, useCountryOptions } from './endpoints/countries-api';
export { errorMessageOf, fieldErrorsOf } from './error-message';
export { pagedInfiniteQueryOptions } from './endpoints/paged-infinite-query';
export {
  categoriesApi,
  useGetAllCategoriesQuery,
  useGetCategoriesIndexQuery,
  useGetCategoryPageQuery,
} from './endpoints/categories-api';
export {
  reviewerApi,
  useAcceptTermsMutation,
  useTrackClickMutation,
} from './endpoints/reviewer-api';
export { cookieConsent, journeyStorage } from './tracking/journey-storage';
export { browserStorage } from './browser-storage';
export { sessionFlag } from './session-flag';
export { pageLoggedInFlag, useLoggedInFlagSync, useSignedIn } from './logged-in-flag';
export { useShopClickTracker } from './tracking/use-shop-click-tracker';
export {
  reviewsApi,
  productReviewsArgs,
  shopReviewsArgs,
  useGetProductReviewsQuery,
  useGetShopReviewsQuery,
  type ReviewListArgs,
} from './endpoints/reviews-api';
export {
  followsApi,
  followsArgs,
  useGetFollowsQuery,
  useHeartMutation,
  type Followee,
  type FollowsArgs,
} from './endpoints/follows-api';
export { useFollowToggle, type FollowToggle } from './follows/use-follow-toggle';
export { useFileUploads, type UploadingFile } from './uploads/use-file-uploads';
