import { lazy, Suspense, useState } from 'react';
import type { GalleryOwner } from './api/gallery-api';
import { Button } from '@vouch/design-system';

// The gallery (viewer, video players) downloads when a shopper first opens it.
const GalleryModal = lazy(() =>
  import('./components/gallery-modal').then((module) => ({ default: module.GalleryModal })),
);

/** Opens the review gallery of a product or shop. */
export function GalleryButton({ owner, name }: { owner: GalleryOwner; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        Pictures and videos
      </Button>
      {open && (
        <Suspense fallback={null}>
          <GalleryModal
            owner={owner}
            title={`Pictures and videos of ${name}`}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
