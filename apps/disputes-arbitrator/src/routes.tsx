import { lazy, Suspense } from 'react';
import { RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';

// Every page is its own chunk: a reviewer following a dispute does not download the arbitrator's pages.
const openDispute = lazy(() => import('./features/open-dispute/open-dispute-page').then((module) => ({ default: module.OpenDisputePage })));

const PAGES: RemotePages<'disputes_arbitrator'> = {
  shopDisputeNew: openDispute,
  productDisputeNew: openDispute,
  profileDispute: lazy(() => import('./features/party-dispute/party-dispute-page').then((module) => ({ default: module.PartyDisputePage }))),
  arbitrator: lazy(() => import('./features/arbitrator-list/arbitrator-list-page').then((module) => ({ default: module.ArbitratorListPage }))),
  arbitratorDispute: lazy(() => import('./features/arbitrator-dispute/arbitrator-dispute-page').then((module) => ({ default: module.ArbitratorDisputePage }))),
};

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function DisputesArbitratorRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes remote="disputes_arbitrator" pages={PAGES} />
    </Suspense>
  );
}
