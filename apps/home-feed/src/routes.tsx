import { Suspense } from 'react';
import { lazyPage, preloadRemotePage, RemoteRoutes, type RemotePages } from '@vouch/catalog-ui';
import { Spinner } from '@vouch/design-system';
import { HomePage } from './pages/home-page/home-page';

// Home is the site's front door and comes with the remote; every other page is its own chunk.
const PAGES: RemotePages<'home_feed'> = {
  home: HomePage,
  feed: lazyPage(() => import('./pages/feed-page/feed-page').then((module) => module.FeedPage)),
  following: lazyPage(() =>
    import('./pages/following-page/following-page').then((module) => module.FollowingPage),
  ),
  people: lazyPage(() =>
    import('./pages/people-page/people-page').then((module) => module.PeoplePage),
  ),
  howItWorks: lazyPage(() =>
    import('./pages/how-it-works-page/how-it-works-page').then((module) => module.HowItWorksPage),
  ),
  medals: lazyPage(() =>
    import('./pages/medals-page/medals-page').then((module) => module.MedalsPage),
  ),
  trust: lazyPage(() => import('./pages/trust-page/trust-page').then((module) => module.TrustPage)),
};

/** Loads the code of the page at `pathname` before the shell hydrates it. */
export const preload = (pathname: string) => preloadRemotePage('home_feed', PAGES, pathname);

/** The routes this remote owns: the routing table's, so the shell mounts it for exactly these paths. */
export default function HomeFeedRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <RemoteRoutes remote="home_feed" pages={PAGES} />
    </Suspense>
  );
}
