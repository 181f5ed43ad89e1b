import { FollowButton, ReviewList, useReviewListView } from '@vouch/catalog-ui';
import { PUBLIC_PROFILE_REVIEW_TYPES, RECOMMENDATIONS_PER_PAGE } from '@vouch/domain';
import { PageIntro, Spinner } from '@vouch/design-system';
import { useGetPublicProfileQuery } from '../api/profile-api';
import { ProfileHeader } from './profile-header';
import { ProfileLayout } from './profile-layout';
import { RecommendationsSection } from './recommendations-section';
import { reviewListPageOf } from './review-list-page-of';

/**
 * A reviewer's public profile: who they are, Follow, their published reviews in the product
 * page's list view (stars, sort, words, pages) with each review's product and shop, and what they
 * recommend. Guests see it too. Keyed by slug where it is used: another reviewer starts from the defaults.
 */
export function PublicProfileView({ slug }: { slug: string }) {
  const { view, change, goToPage, addressOf } = useReviewListView(PUBLIC_PROFILE_REVIEW_TYPES);
  const { data, currentData, isFetching, isError, error } = useGetPublicProfileQuery({
    slug,
    view,
  });
  if (!data) {
    const missing = isError && 'status' in error && error.status === 404;
    if (missing)
      return (
        <PageIntro
          title="Reviewer not found"
          description="There is no reviewer at this address. They may have changed their profile name."
        />
      );
    return isError ? (
      <p role="alert">This profile is unavailable right now. Please try again in a moment.</p>
    ) : (
      <Spinner />
    );
  }
  const { basic_data: basic, extra_data: extra } = data;
  const page = currentData?.reviews ?? data.reviews;
  return (
    <ProfileLayout>
      <ProfileHeader
        basic={basic}
        extra={extra}
        action={
          <FollowButton followeeClass="Reviewer" encodedId={basic.encoded_id} name={basic.name} />
        }
      />
      <ReviewList
        view={view}
        page={reviewListPageOf(page)}
        isFetching={isFetching}
        isError={isError}
        onChange={change}
        onPage={goToPage}
        addressOf={addressOf}
        showSubjects
      />
      <RecommendationsSection
        slug={basic.slug}
        first={extra.recommendations_data.items}
        total={extra.recommendations_data.total}
        perPage={RECOMMENDATIONS_PER_PAGE.public}
      />
    </ProfileLayout>
  );
}
