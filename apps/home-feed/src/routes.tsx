import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useCurrentPageMeta } from '@vouch/api-client';
import { PageIntro, Spinner } from '@vouch/design-system';
import { HomePage } from './features/home/home-page';

/** The frame of a page this remote owns: its server metadata, until its feature issue fills it. */
function FramePage() {
  const { data } = useCurrentPageMeta();
  return data ? <PageIntro {...data.meta_data} /> : <Spinner />;
}

/** The routes this remote owns (see the blueprint); the shell mounts it for exactly these paths. */
export default function HomeFeedRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/reviews" element={<HomePage />} />
        <Route path="/reviews/feed" element={<FramePage />} />
        <Route path="/reviews/following" element={<FramePage />} />
        <Route path="/reviews/people" element={<FramePage />} />
        <Route path="/reviews/how-it-works" element={<FramePage />} />
        <Route path="/reviews/medals" element={<FramePage />} />
        <Route path="/reviews/trust" element={<FramePage />} />
      </Routes>
    </Suspense>
  );
}
