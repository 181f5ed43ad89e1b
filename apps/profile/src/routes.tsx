import { RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { PrivateProfilePage } from './features/private-profile/private-profile-page';
import { ProfileEditPage } from './features/profile-edit/profile-edit-page';
import { PublicProfilePage } from './features/public-profile/public-profile-page';
import { ReviewFormPage } from './features/write-review/review-form-page';
import { WriteReviewPage } from './features/write-review/write-review-page';

const PAGES: RemotePages<'profile'> = {
  writeReview: WriteReviewPage,
  writeReviewNew: ReviewFormPage,
  profileEdit: ProfileEditPage,
  publicProfile: PublicProfilePage,
  privateProfile: PrivateProfilePage,
};

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function ProfileRoutes() {
  return <RemoteRoutes remote="profile" pages={PAGES} />;
}
