import { Suspense } from 'react';
import { lazyPage, preloadRemotePage, RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';

// Every page is its own chunk: a shopper opening a public profile does not download the review form.
const PAGES: RemotePages<'profile'> = {
  writeReview: lazyPage(() => import('./features/write-review/write-review-page').then((module) => module.WriteReviewPage)),
  writeReviewNew: lazyPage(() => import('./features/write-review/review-form-page').then((module) => module.ReviewFormPage)),
  writeReviewEdit: lazyPage(() => import('./features/write-review/review-edit-page').then((module) => module.ReviewEditPage)),
  profileEdit: lazyPage(() => import('./features/profile-edit/profile-edit-page').then((module) => module.ProfileEditPage)),
  profileEmailConfirm: lazyPage(() => import('./features/email-change/email-change-confirm-page').then((module) => module.EmailChangeConfirmPage)),
  profileEmailUndo: lazyPage(() => import('./features/email-change/email-change-undo-page').then((module) => module.EmailChangeUndoPage)),
  profileUnsubscribe: lazyPage(() => import('./features/notifications/unsubscribe-page').then((module) => module.UnsubscribePage)),
  publicProfile: lazyPage(() => import('./features/public-profile/public-profile-page').then((module) => module.PublicProfilePage)),
  privateProfile: lazyPage(() => import('./features/private-profile/private-profile-page').then((module) => module.PrivateProfilePage)),
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
