import { Suspense } from 'react';
import { lazyPage, preloadRemotePage, RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';

// Every page is its own chunk: a shopper opening a public profile does not download the review form.
const PAGES: RemotePages<'profile'> = {
  writeReview: lazyPage(() =>
    import('./pages/write-review-page/write-review-page').then((module) => module.WriteReviewPage),
  ),
  writeReviewNew: lazyPage(() =>
    import('./pages/review-form-page/review-form-page').then((module) => module.ReviewFormPage),
  ),
  writeReviewEdit: lazyPage(() =>
    import('./pages/review-edit-page/review-edit-page').then((module) => module.ReviewEditPage),
  ),
  profileEdit: lazyPage(() =>
    import('./pages/profile-edit-page/profile-edit-page').then((module) => module.ProfileEditPage),
  ),
  profileEmailConfirm: lazyPage(() =>
    import('./pages/email-change-confirm-page/email-change-confirm-page').then(
      (module) => module.EmailChangeConfirmPage,
    ),
  ),
  profileEmailUndo: lazyPage(() =>
    import('./pages/email-change-undo-page/email-change-undo-page').then(
      (module) => module.EmailChangeUndoPage,
    ),
  ),
  profileUnsubscribe: lazyPage(() =>
    import('./pages/unsubscribe-page/unsubscribe-page').then((module) => module.UnsubscribePage),
  ),
  reviewRequest: lazyPage(() =>
    import('./pages/review-request-page/review-request-page').then(
      (module) => module.ReviewRequestPage,
    ),
  ),
  publicProfile: lazyPage(() =>
    import('./pages/public-profile-page/public-profile-page').then(
      (module) => module.PublicProfilePage,
    ),
  ),
  privateProfile: lazyPage(() =>
    import('./pages/private-profile-page/private-profile-page').then(
      (module) => module.PrivateProfilePage,
    ),
  ),
};

/** Loads the code of the page at `pathname` before the shell hydrates it. */
export const preload = (pathname: string) => preloadRemotePage('profile', PAGES, pathname);

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function ProfileRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes remote="profile" pages={PAGES} />
    </Suspense>
  );
}
