import type { Kysely } from 'kysely';
import type {
  PrivateProfileQuery,
  ProfileEditResponse,
  PrivateProfileResponse,
  ProfileReviewsQuery,
  PublicProfileResponse,
  ReviewFilters,
  ReviewWithSubject,
} from '@vouch/contracts';
import {
  pagePath,
  PRIVATE_REVIEW_TYPES,
  profileStructuredData,
  RECOMMENDATIONS_PER_PAGE,
  WIDGET_PAGE_SIZE,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { pagingOf } from '../../http/paging-of';
import type { StaticMeta } from '../page-meta';
import { reviewRepository } from '../reviews';
import type { LoadedPage, PageData } from '../site';
import { profileRepository, type ProfileReviewer, type PublicCounts } from './profile-repository';
import type { PublicProfileFiguresCache } from './public-profile-figures';

/** Why the private profile is not answered: nobody signed in, or it is someone else's. */
export type PrivateProfileRefusal = 'signed_out' | 'not_yours';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const filtersOf = (query: ProfileReviewsQuery): ReviewFilters => ({
  ...query,
  per_page: WIDGET_PAGE_SIZE,
});

function publicProfileMeta(
  reviewer: Pick<ProfileReviewer, 'publicData'>,
  counts: PublicCounts,
): StaticMeta {
  const { name } = reviewer.publicData;
  return {
    title: `${name}'s reviews | Vouch`,
    description: `${plural(counts.reviews, 'review', 'reviews')} and ${plural(counts.recommendations, 'recommendation', 'recommendations')} by ${name} on Vouch.`,
  };
}

/**
 * The public profile (`/reviews/profile/{slug}`) and the private one (`/reviews/users/{slug}`):
 * their heads, what their `?format=json` answers (spec §3 basic_data, extra_data and a page of
 * reviews) and, for the public HTML, its ProfilePage JSON-LD.
 */
export function profilePages(
  db: Kysely<Database>,
  origin: string,
  figures: PublicProfileFiguresCache,
) {
  const profiles = profileRepository(db);
  const reviews = reviewRepository(db);

  function publicExtraData(
    counts: PublicCounts,
    recommendations: { items: ReviewWithSubject[]; total: number },
  ) {
    return {
      reviews_data: { total_reviews_count: counts.reviews },
      recommendations_data: { items: recommendations.items, total: recommendations.total },
      followings_data: {
        shops_count: counts.shops,
        products_count: counts.products,
        reviewers_count: counts.reviewers,
      },
    };
  }

  return {
    /** The public profile: its figures from the per-reviewer cache, its page of reviews read for each request. */
    async publicProfile(
      slug: string,
      query: ProfileReviewsQuery,
      format: 'json' | 'html',
    ): Promise<LoadedPage<PageData<PublicProfileResponse>> | null> {
      const found = await figures.get(slug);
      if (!found) return null;
      const { reviewer, counts, recommendations, ratings } = found;
      const meta = publicProfileMeta(reviewer, counts);
      if (format === 'html') {
        const path = pagePath('publicProfile', { slug: reviewer.publicData.slug });
        return {
          meta,
          data: {},
          structuredData: profileStructuredData({
            origin,
            path,
            reviewer: reviewer.publicData,
            reviews_count: counts.reviews,
          }),
        };
      }
      const page = await reviews.reviewsWithSubject(
        { of: 'reviewer', userId: reviewer.id },
        filtersOf(query),
      );
      const data: PageData<PublicProfileResponse> = {
        basic_data: reviewer.publicData,
        extra_data: publicExtraData(counts, recommendations),
        reviews: {
          reviews: page.reviews,
          ...pagingOf(query.page, WIDGET_PAGE_SIZE, page.total),
          ratings,
        },
      };
      return { meta, data, structuredData: null };
    },

    /** The edit page's data: the signed-in reviewer's own basic_data (spec §7 "GET profile/edit"). */
    async editProfile(
      viewer: { slug: string } | null,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<ProfileEditResponse>> | PrivateProfileRefusal> {
      const reviewer = viewer && (await profiles.reviewerBySlug(viewer.slug));
      if (!reviewer) return 'signed_out';
      const data: PageData<ProfileEditResponse> = { basic_data: reviewer.privateData };
      return { meta, data, structuredData: null, cache: 'private' };
    },

    /** The signed-in reviewer's own profile, with their reviews in every state; someone else's is refused. */
    async privateProfile(
      viewer: { id: string; slug: string } | null,
      slug: string,
      query: PrivateProfileQuery,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<PrivateProfileResponse>> | PrivateProfileRefusal> {
      if (!viewer) return 'signed_out';
      if (viewer.slug !== slug) return 'not_yours';
      const reviewer = await profiles.reviewerBySlug(slug);
      if (!reviewer) return 'not_yours';
      const scope = { of: 'own', userId: reviewer.id, type: query.review_type } as const;
      const [counts, recommendations, privateCounts, page, ratings, ownReviews] = await Promise.all(
        [
          profiles.publicCounts(reviewer.id),
          profiles.recommendations(reviewer.id, 1, RECOMMENDATIONS_PER_PAGE.private),
          profiles.privateCounts(reviewer.id),
          reviews.ownReviews(scope, filtersOf(query)),
          reviews.ratings(scope),
          reviews.countInScope({ ...scope, type: PRIVATE_REVIEW_TYPES[0] }),
        ],
      );
      const data: PageData<PrivateProfileResponse> = {
        basic_data: reviewer.privateData,
        extra_data: {
          ...publicExtraData(counts, recommendations),
          own_reviews_data: { total_count: ownReviews },
          rewards_data: { total_count: privateCounts.rewards },
          orders_data: { total_count: privateCounts.orders },
          disputes_data: { total_count: privateCounts.disputes },
        },
        reviews: {
          reviews: page.reviews,
          ...pagingOf(query.page, WIDGET_PAGE_SIZE, page.total),
          ratings,
        },
      };
      return { meta, data, structuredData: null, cache: 'private' };
    },
  };
}
