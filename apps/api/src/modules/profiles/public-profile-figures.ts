import type { Kysely } from 'kysely';
import type { ReviewWithSubject } from '@vouch/contracts';
import { RECOMMENDATIONS_PER_PAGE } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { cachedPerKey } from '../../http/cached-for';
import { reviewRepository, type RatingSummary } from '../reviews';
import { profileRepository, type ProfileReviewer, type PublicCounts } from './profile-repository';

/** How long a reviewer's public figures are reused, as long as browsers keep the public answer anyway. */
export const PUBLIC_FIGURES_SECONDS = 60;

/** Slugs are made from names (80 characters at most); anything longer names nobody and is not kept. */
const SLUG_MAX_LENGTH = 120;

/** Everything the public profile shows besides its page of reviews: the same for every filter, sort and page. */
export interface PublicProfileFigures {
  reviewer: Pick<ProfileReviewer, 'id' | 'publicData'>;
  counts: PublicCounts;
  recommendations: { items: ReviewWithSubject[]; total: number };
  ratings: RatingSummary;
}

/**
 * A reviewer's public figures (their card, counts, star histogram and first recommendations),
 * computed once a minute per reviewer and dropped at once when they change something, so they see
 * the change on their next load (in this process; others within a second), as product widget data is.
 * Unknown slugs are not kept: a new reviewer's address works at once.
 */
export function publicProfileFigures(db: Kysely<Database>) {
  const profiles = profileRepository(db);
  const reviews = reviewRepository(db);
  const slugsOfReviewer = new Map<string, Set<string>>();
  const load = cachedPerKey(
    PUBLIC_FIGURES_SECONDS * 1000,
    10_000,
    async (slug: string): Promise<PublicProfileFigures | null> => {
      const reviewer = await profiles.reviewerBySlug(slug);
      if (!reviewer) return null;
      slugsOfReviewer.set(reviewer.id, (slugsOfReviewer.get(reviewer.id) ?? new Set()).add(slug));
      const [counts, recommendations, ratings] = await Promise.all([
        profiles.publicCounts(reviewer.id),
        profiles.recommendations(reviewer.id, 1, RECOMMENDATIONS_PER_PAGE.public),
        reviews.ratings({ of: 'reviewer', userId: reviewer.id }),
      ]);
      return {
        reviewer: { id: reviewer.id, publicData: reviewer.publicData },
        counts,
        recommendations,
        ratings,
      };
    },
  );
  return {
    async get(slug: string): Promise<PublicProfileFigures | null> {
      if (slug.length > SLUG_MAX_LENGTH) return null;
      const figures = await load(slug);
      if (!figures) load.forget(slug);
      return figures;
    },
    drop(reviewerId: string): void {
      const id = String(reviewerId);
      for (const slug of slugsOfReviewer.get(id) ?? []) load.forget(slug);
      slugsOfReviewer.delete(id);
    },
    /** After a change in another process, which may have touched anyone's. */
    forgetAll(): void {
      load.forgetAll();
      slugsOfReviewer.clear();
    },
  };
}

export type PublicProfileFiguresCache = ReturnType<typeof publicProfileFigures>;
