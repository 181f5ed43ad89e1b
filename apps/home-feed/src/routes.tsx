import { lazy, Suspense } from 'react';
import { RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';
import { HomePage } from './features/home/home-page';

// Home is the site's front door and comes with the remote; every other page is its own chunk.
const PAGES: RemotePages<'home_feed'> = {
  home: HomePage,
  feed: lazy(() => import('./features/feed/feed-page').then((module) => ({ default: module.FeedPage }))),
  following: lazy(() => import('./features/following/following-page').then((module) => ({ default: module.FollowingPage }))),
  people: lazy(() => import('./features/people/people-page').then((module) => ({ default: module.PeoplePage }))),
  howItWorks: lazy(() => import('./features/info/how-it-works-page').then((module) => ({ default: module.HowItWorksPage }))),
  medals: lazy(() => import('./features/info/medals-page').then((module) => ({ default: module.MedalsPage }))),
  trust: lazy(() => import('./features/info/trust-page').then((module) => ({ default: module.TrustPage }))),
};

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function HomeFeedRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes remote="home_feed" pages={PAGES} />
    </Suspense>
  );
}
