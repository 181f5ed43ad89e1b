export { api, rootReducer, REDESIGN_HEADER, type RootState } from './api';
export { readCsrfToken, replaceCsrfToken } from './csrf-token';
export { sessionApi, useMe, useSignInMutation, useSignUpMutation, useSignOutMutation, useUpdateReviewerLocaleMutation } from './endpoints/session-api';
export { localeSlice, currencyChosen, countryChosen, ratesReceived, selectCurrency, selectCountry, selectRates, type LocaleState } from './locale/locale-slice';
export { localeStorage, type CachedRates } from './locale/locale-storage';
export { useFormatPrice } from './locale/use-format-price';
export { pageMetaApi, useGetPageMetaQuery, useCurrentPageMeta } from './endpoints/page-meta-api';
export { errorMessageOf, fieldErrorsOf } from './error-message';
export { categoriesApi, useGetAllCategoriesQuery } from './endpoints/categories-api';
