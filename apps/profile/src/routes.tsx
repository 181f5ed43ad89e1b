import { useCurrentPageMeta } from '@vouch/api-client';
import { RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { PageIntro, Spinner } from '@vouch/design-system';
import { PrivateProfilePage } from './features/private-profile/private-profile-page';
import { ProfileEditPage } from './features/profile-edit/profile-edit-page';
import { PublicProfilePage } from './features/public-profile/public-profile-page';

/** The frame of a page this remote owns: its server metadata, until its feature issue fills it. */
function FramePage() {
  const { data } = useCurrentPageMeta();
  return data ? <PageIntro {...data.meta_data} /> : <Spinner />;
}

const PAGES: RemotePages<'profile'> = {
  writeReview: FramePage,
  writeReviewNew: FramePage,
  profileEdit: ProfileEditPage,
  publicProfile: PublicProfilePage,
  privateProfile: PrivateProfilePage,
};

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function ProfileRoutes() {
  return <RemoteRoutes remote="profile" pages={PAGES} />;
}
