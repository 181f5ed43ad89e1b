import { useState } from 'react';
import styled from 'styled-components';
import { MediaThumb, MediaViewer, mediaPosition } from '@vouch/catalog-ui';
import { imageReferrerPolicy } from '@vouch/domain';
import { Button, LoadMoreButton, Modal, PlainList, Spinner } from '@vouch/design-system';
import { useGetGalleryInfiniteQuery, type GalleryOwner } from '../api/gallery-api';

/** Spec §8: the gallery's text for any failure but a 404, on the first load and on load-more. */
export const GALLERY_ERROR =
  'Something went wrong, please try again later or contact our customer support';

const Grid = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * The review gallery (spec §2): every picture and video of the reviews, pages appended on 'Load
 * more'; choosing one shows it large, and Left/Right (or the buttons) step through them.
 */
export function GalleryModal({
  owner,
  title,
  onClose,
}: {
  owner: GalleryOwner;
  title: string;
  onClose(): void;
}) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetGalleryInfiniteQuery(owner);
  const [shown, setShown] = useState<number | null>(null);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total_count ?? 0;

  const step = (direction: 1 | -1) => {
    if (shown === null || items.length === 0) return;
    const next = shown + direction;
    // The last loaded item steps into the next page when there is one; otherwise it wraps.
    if (next >= items.length && hasNextPage) {
      void fetchNextPage().then(() => setShown(next));
      return;
    }
    setShown((next + items.length) % items.length);
  };

  const item = shown !== null ? items[shown] : undefined;
  return (
    <Modal title={title} onDismiss={onClose} placement="wide">
      {isLoading && <Spinner />}
      {item ? (
        <MediaViewer item={item} index={shown!} total={total} onStep={step}>
          <p>
            <Button $variant="link" onClick={() => setShown(null)}>
              Back to all pictures and videos
            </Button>
          </p>
        </MediaViewer>
      ) : (
        data && (
          <>
            {items.length === 0 && !isError && <p>No pictures or videos yet.</p>}
            <Grid aria-label="Pictures and videos">
              {items.map((media, index) => (
                <li key={media.id}>
                  <MediaThumb
                    onClick={() => setShown(index)}
                    aria-label={`${mediaPosition(media, index, total)}, from ${media.reviewer_name}`}
                  >
                    {media.thumbnail ? (
                      <img
                        src={media.thumbnail}
                        referrerPolicy={imageReferrerPolicy(media.thumbnail)}
                        alt=""
                        loading="lazy"
                      />
                    ) : (
                      <span aria-hidden="true">▶</span>
                    )}
                  </MediaThumb>
                </li>
              ))}
            </Grid>
            {hasNextPage && (
              <LoadMoreButton
                label="Load more"
                loading={isFetchingNextPage}
                onClick={() => void fetchNextPage()}
              />
            )}
          </>
        )
      )}
      {isError && <p role="alert">{GALLERY_ERROR}</p>}
    </Modal>
  );
}
