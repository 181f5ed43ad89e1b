import { DEMO_ACCOUNTS } from '@vouch/seed';
import { arbitratorListMix, findDisputedShop, signedInCookie } from '../dispute-mix';
import { recordEndpointSuite } from '../endpoint-figures';
import type { NamedEndpoint } from '../http-load';
import { serverSentence, type Suite } from './suite';

/** Issue #17's bar for the arbitrator's list (any filter and page) and the shop page with its dispute record, on the large data. */
const DISPUTE_BARS = { p95: 20 };

export const disputesSuite: Suite = {
  name: 'disputes',
  description:
    "the arbitrator's list (every filter, several pages) and the shop page with its dispute record",
  inAll: true,
  needs: 'site',
  async run(context) {
    const cookie = await signedInCookie(context.site.origin, DEMO_ACCOUNTS.arbitrator);
    const list = await arbitratorListMix(context.site.origin, cookie);
    const shop = await findDisputedShop(context.databaseUrl);
    const endpoints: NamedEndpoint[] = [
      {
        name: `arbitrator list JSON (${list.length} filter and page combinations)`,
        paths: list,
        headers: { cookie },
      },
      {
        name: 'shop page JSON with its dispute record',
        paths: [`/reviews/stores/${shop.slug}?format=json`],
      },
    ];
    await recordEndpointSuite(context, 'disputes', 'Disputes', endpoints, DISPUTE_BARS, [
      await serverSentence(context),
      `The arbitrator's list, signed in as the demo arbitrator: every status filter (waiting, each status, all) with every age filter, each on its first, second, middle and last page (tools/bench/src/dispute-mix.ts); each answer counts its filter's disputes (\`total_results\`, summed from the per-day counts in \`dispute_day_counts\`) and reads its page from the day it starts on. The shop: \`/reviews/stores/${shop.slug}\`${shop.disputes ? `, the shop with the most disputes in the last 12 months (${shop.disputes.toLocaleString('en-US')})` : ''}; its record is counted from the disputes on every request. No response cache on the server. Issue #17 sets no throughput bar; the figures are for comparison.`,
    ]);
  },
};
