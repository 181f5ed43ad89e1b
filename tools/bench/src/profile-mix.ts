import { sql } from 'kysely';
import { openDatabase } from '@vouch/db';

/** The reviewer the profile figures are measured on (issue #15: "the reviewer with the most reviews"). */
export interface BenchReviewer {
  slug: string;
  reviews: number;
}

/** The reviewer with the most published reviews, from the database when there is one, else from find-people. */
export async function findBenchReviewer(
  origin: string,
  databaseUrl: string | undefined,
): Promise<BenchReviewer> {
  if (databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
    try {
      const { rows } = await sql<BenchReviewer>`
        select slug, reviews_count as reviews from users where role = 'reviewer' order by reviews_count desc, id limit 1`.execute(
        database.db,
      );
      return rows[0]!;
    } finally {
      await database.close();
    }
  }
  const people = (await (await fetch(`${origin}/reviews/people.json?sort_by=reviews`)).json()) as {
    reviewers: { internal_path: string; reviews_count: number }[];
  };
  const top = people.reviewers[0]!;
  return { slug: top.internal_path.split('/').pop()!, reviews: top.reviews_count };
}

const SORTS = ['pictures_first', 'most_recent', 'highest_rating', 'lowest_rating'];
const FILTERS = ['', 'filter_rating=5', 'filter_rating=1', 'verified_only=true', 'search=quality'];

/** The public profile JSON with every filter and sort a visitor can choose, on pages 1 and 2: 40 addresses. */
export function publicProfileMix(slug: string): string[] {
  const paths: string[] = [];
  for (const filter of FILTERS) {
    for (const sort of SORTS) {
      for (const page of [1, 2])
        paths.push(
          `/reviews/profile/${slug}?format=json&sort_by=${sort}&page=${page}${filter ? `&${filter}` : ''}`,
        );
    }
  }
  return paths;
}
