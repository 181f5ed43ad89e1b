import { useParams } from 'react-router';
import { PublicProfileView } from '../../components/public-profile-view';

/** `/reviews/profile/{slug}`: a reviewer's public profile. */
export function PublicProfilePage() {
  const { slug = '' } = useParams();
  return <PublicProfileView key={slug} slug={slug} />;
}
