import { useState } from 'react';
import type { GalleryOwner } from '@vouch/api-client';
import { Button } from '@vouch/design-system';
import { GalleryModal } from './gallery-modal';

/** Opens the review gallery of a product or shop. */
export function GalleryButton({ owner, name }: { owner: GalleryOwner; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        Pictures and videos
      </Button>
      {open && <GalleryModal owner={owner} title={`Pictures and videos of ${name}`} onClose={() => setOpen(false)} />}
    </>
  );
}
