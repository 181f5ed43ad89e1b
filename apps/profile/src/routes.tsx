import { lazy, Suspense } from 'react';
import { RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';

// Every page is its own chunk: a shopper opening a public profile does not download the review form.
const PAGES: RemotePages<'profile'> = {
  writeReview: lazy(() => import('./features/write-review/write-review-page').then((module) => ({ default: module.WriteReviewPage }))),
  writeReviewNew: lazy(() => import('./features/write-review/review-form-page').then((module) => ({ default: module.ReviewFormPage }))),
  profileEdit: lazy(() => import('./features/profile-edit/profile-edit-page').then((module) => ({ default: module.ProfileEditPage }))),
  profileEmailConfirm: lazy(() => import('./features/email-change/email-change-confirm-page').then((module) => ({ default: module.EmailChangeConfirmPage }))),
  profileEmailUndo: lazy(() => import('./features/email-change/email-change-undo-page').then((module) => ({ default: module.EmailChangeUndoPage }))),
  publicProfile: lazy(() => import('./features/public-profile/public-profile-page').then((module) => ({ default: module.PublicProfilePage }))),
  privateProfile: lazy(() => import('./features/private-profile/private-profile-page').then((module) => ({ default: module.PrivateProfilePage }))),
};

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function ProfileRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes remote="profile" pages={PAGES} />
    </Suspense>
  );
}
