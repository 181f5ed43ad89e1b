import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { GalleryItem } from '@vouch/contracts';
import { Button } from '@vouch/design-system';
import { MediaView } from './media-view';
import { mediaPosition } from './review-media-items';

const Steps = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface MediaViewerProps {
  item: GalleryItem;
  /** Where the item is, from 0, among `total`. */
  index: number;
  total: number;
  onStep(direction: 1 | -1): void;
  /** Under the steps (a way back to the grid). */
  children?: ReactNode;
}

/** One picture or video large, with Previous and Next (and Left/Right) to step through the rest. */
export function MediaViewer({ item, index, total, onStep, children }: MediaViewerProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onStep(1);
    else if (event.key === 'ArrowLeft') onStep(-1);
    else return;
    event.preventDefault();
  };
  return (
    <section aria-label="Viewer" onKeyDown={onKeyDown}>
      <MediaView item={item} />
      {total > 1 && (
        <Steps>
          <Button $variant="secondary" onClick={() => onStep(-1)} aria-label="Previous">
            ‹ Previous
          </Button>
          <span aria-live="polite">{mediaPosition(item, index, total)}</span>
          <Button $variant="secondary" onClick={() => onStep(1)} aria-label="Next" autoFocus>
            Next ›
          </Button>
        </Steps>
      )}
      {children}
    </section>
  );
}
