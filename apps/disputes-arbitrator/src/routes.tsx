import { Suspense } from 'react';
import { lazyPage, preloadRemotePage, RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';

// Every page is its own chunk: a reviewer following a dispute does not download the arbitrator's pages.
const openDispute = lazyPage(() =>
  import('./pages/open-dispute-page/open-dispute-page').then((module) => module.OpenDisputePage),
);

const PAGES: RemotePages<'disputes_arbitrator'> = {
  shopDisputeNew: openDispute,
  productDisputeNew: openDispute,
  profileDispute: lazyPage(() =>
    import('./pages/party-dispute-page/party-dispute-page').then(
      (module) => module.PartyDisputePage,
    ),
  ),
  arbitrator: lazyPage(() =>
    import('./pages/arbitrator-list-page/arbitrator-list-page').then(
      (module) => module.ArbitratorListPage,
    ),
  ),
  arbitratorDispute: lazyPage(() =>
    import('./pages/arbitrator-dispute-page/arbitrator-dispute-page').then(
      (module) => module.ArbitratorDisputePage,
    ),
  ),
};

/** Loads the code of the page at `pathname` before the shell hydrates it. */
export const preload = (pathname: string) =>
  preloadRemotePage('disputes_arbitrator', PAGES, pathname);

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function DisputesArbitratorRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes remote="disputes_arbitrator" pages={PAGES} />
    </Suspense>
  );
}
