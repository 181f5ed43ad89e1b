import { recordEndpointSuite } from '../endpoint-figures';
import type { NamedEndpoint } from '../http-load';
import { findBenchReviewer, publicProfileMix } from '../profile-mix';
import type { Suite } from './suite';

/** Issue #15's bars for the public profile JSON of the reviewer with the most reviews, on the large data. */
const PROFILE_BARS = { p95: 20, rps: 500 };

export const profileSuite: Suite = {
  name: 'profile',
  description:
    'the public profile JSON of the reviewer with the most reviews, with its filter, sort and page combinations',
  inAll: true,
  needs: 'site',
  async run(context) {
    const reviewer = await findBenchReviewer(context.site.origin, context.databaseUrl);
    const endpoints: NamedEndpoint[] = [
      {
        name: 'public profile JSON, first page',
        paths: [`/reviews/profile/${reviewer.slug}?format=json`],
      },
      {
        name: `public profile JSON (${publicProfileMix(reviewer.slug).length} filter, sort and page combinations)`,
        paths: publicProfileMix(reviewer.slug),
      },
    ];
    await recordEndpointSuite(context, 'profile', 'Public profile', endpoints, PROFILE_BARS, [
      `The reviewer: \`/reviews/profile/${reviewer.slug}\` with ${reviewer.reviews.toLocaleString('en-US')} published reviews, the most of any reviewer. Each answer reads its page of reviews with their products and shops; the reviewer's figures (card, counts, star histogram, first recommendations) are computed once a minute per reviewer and dropped when the reviewer changes something (publicProfileFigures); no response cache on the server. The mix is every filter (none, 5 and 1 stars, verified only, a word) with every sort on pages 1 and 2 (tools/bench/src/profile-mix.ts). Clients send no If-None-Match.`,
    ]);
  },
};
