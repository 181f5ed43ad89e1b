import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '@vouch/design-system';
import { HomePage } from './features/home/home-page';

// Home is the site's front door and comes with the remote; every other page is its own chunk.
const FeedPage = lazy(() => import('./features/feed/feed-page').then((module) => ({ default: module.FeedPage })));
const FollowingPage = lazy(() => import('./features/following/following-page').then((module) => ({ default: module.FollowingPage })));
const PeoplePage = lazy(() => import('./features/people/people-page').then((module) => ({ default: module.PeoplePage })));
const HowItWorksPage = lazy(() => import('./features/info/how-it-works-page').then((module) => ({ default: module.HowItWorksPage })));
const MedalsPage = lazy(() => import('./features/info/medals-page').then((module) => ({ default: module.MedalsPage })));
const TrustPage = lazy(() => import('./features/info/trust-page').then((module) => ({ default: module.TrustPage })));

/** The routes this remote owns (see the blueprint); the shell mounts it for exactly these paths. */
export default function HomeFeedRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/reviews" element={<HomePage />} />
        <Route path="/reviews/feed" element={<FeedPage />} />
        <Route path="/reviews/following" element={<FollowingPage />} />
        <Route path="/reviews/people" element={<PeoplePage />} />
        <Route path="/reviews/how-it-works" element={<HowItWorksPage />} />
        <Route path="/reviews/medals" element={<MedalsPage />} />
        <Route path="/reviews/trust" element={<TrustPage />} />
      </Routes>
    </Suspense>
  );
}
