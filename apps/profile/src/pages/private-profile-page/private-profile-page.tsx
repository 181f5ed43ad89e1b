import { Link, Navigate, useLocation, useParams } from 'react-router';
import { useMe } from '@vouch/api-client';
import { useReviewListView } from '@vouch/catalog-ui';
import {
  pagePath,
  PRIVATE_REVIEW_TYPES,
  RECOMMENDATIONS_PER_PAGE,
  signInPath,
  type PrivateReviewType,
  type ProfileTab,
} from '@vouch/domain';
import { Spinner } from '@vouch/design-system';
import { useGetPrivateProfileQuery } from '../../api/profile-api';
import { ProfileHeader } from '../../components/profile-header';
import { ProfileLayout } from '../../components/profile-layout';
import { PublicProfileView } from '../../components/public-profile-view';
import { RecommendationsSection } from '../../components/recommendations-section';
import { DisputesTab } from '../../features/private-profile/components/disputes-tab';
import { OrdersTab } from '../../features/private-profile/components/orders-tab';
import { OwnReviewsTab } from '../../features/private-profile/components/own-reviews-tab';
import { ProfileTabs } from '../../features/private-profile/components/profile-tabs';
import { RewardsTab } from '../../features/private-profile/components/rewards-tab';
import { SubscribePrompt } from '../../features/private-profile/components/subscribe-prompt';
import { useProfileTab } from '../../features/private-profile/hooks/use-profile-tab';
import { useSubscribePrompt } from '../../features/private-profile/hooks/use-subscribe-prompt';

/** The signed-in reviewer's own profile: their figures, the four tabs, and their recommendations. */
function OwnProfile({ slug }: { slug: string }) {
  const location = useLocation();
  const [tab, chooseTab] = useProfileTab();
  const { view, change, goToPage, addressOf } =
    useReviewListView<PrivateReviewType>(PRIVATE_REVIEW_TYPES);
  const { data, currentData, isFetching, isError, error } = useGetPrivateProfileQuery({
    slug,
    view,
  });
  const prompt = useSubscribePrompt(data ? data.basic_data.subscribed_rs : false);
  if (!data) {
    // Spec §6: "If the profile response lacks basic data, the user is sent to /login".
    const signedOut =
      isError && 'status' in error && (error.status === 401 || error.status === 403);
    if (signedOut)
      return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
    return isError ? (
      <p role="alert">Your profile is unavailable right now. Please try again in a moment.</p>
    ) : (
      <Spinner />
    );
  }
  const { basic_data: basic, extra_data: extra } = data;
  const counts: Record<ProfileTab, number> = {
    reviews: extra.own_reviews_data.total_count,
    rewards: extra.rewards_data.total_count,
    orders: extra.orders_data.total_count,
    disputes: extra.disputes_data.total_count,
  };
  return (
    <ProfileLayout>
      <ProfileHeader
        basic={basic}
        extra={extra}
        action={<Link to={pagePath('profileEdit')}>Edit profile</Link>}
      />
      {prompt.open && <SubscribePrompt onAnswer={prompt.answer} onDismiss={prompt.dismiss} />}
      <ProfileTabs active={tab} counts={counts} onChoose={chooseTab}>
        {tab === 'reviews' && (
          <OwnReviewsTab
            view={view}
            page={(currentData ?? data).reviews}
            isFetching={isFetching}
            isError={isError}
            onChange={change}
            onPage={goToPage}
            addressOf={addressOf}
          />
        )}
        {tab === 'rewards' && <RewardsTab />}
        {tab === 'orders' && <OrdersTab slug={slug} />}
        {tab === 'disputes' && <DisputesTab />}
      </ProfileTabs>
      <RecommendationsSection
        slug={slug}
        first={extra.recommendations_data.items}
        total={extra.recommendations_data.total}
        perPage={RECOMMENDATIONS_PER_PAGE.private}
      />
    </ProfileLayout>
  );
}

/**
 * `/reviews/users/{slug}?tab=`: the private profile. A guest goes to sign in; someone else's slug
 * shows that reviewer's public profile (spec §6).
 */
export function PrivateProfilePage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const { data: me, isError } = useMe();
  if (!me && !isError) return <Spinner />;
  if (!me?.reviewer)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (me.reviewer.slug !== slug) return <PublicProfileView key={slug} slug={slug} />;
  return <OwnProfile key={slug} slug={slug} />;
}
