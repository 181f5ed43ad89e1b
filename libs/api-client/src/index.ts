export { api, rootReducer, REDESIGN_HEADER, type RootState } from './api';
export { readCsrfToken, replaceCsrfToken } from './csrf-token';
export { sessionApi, useGetMeQuery, useSignInMutation, useSignUpMutation, useSignOutMutation } from './endpoints/session-api';
export { pageMetaApi, useGetPageMetaQuery, useCurrentPageMeta } from './endpoints/page-meta-api';
export { errorMessageOf, fieldErrorsOf } from './error-message';
