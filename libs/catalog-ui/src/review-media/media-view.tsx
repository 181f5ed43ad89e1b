import styled from 'styled-components';
import type { GalleryItem } from '@vouch/contracts';
import { externalVideo, imageReferrerPolicy } from '@vouch/domain';

const Frame = styled.figure`
  display: grid;
  place-items: center;
  margin: 0;
  min-height: min(60vh, 520px);
  background: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.md};
  img,
  video,
  iframe {
    max-width: 100%;
    max-height: min(60vh, 520px);
    border: 0;
  }
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
  }
  figcaption {
    justify-self: stretch;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** One picture (huge), external video (its provider's player) or hosted video, large. */
export function MediaView({ item }: { item: GalleryItem }) {
  const caption = `From ${item.reviewer_name}'s ${item.rating}-star review`;
  return (
    <Frame>
      {item.dataType === 'picture' && item.source && (
        <img
          src={item.source}
          referrerPolicy={imageReferrerPolicy(item.source)}
          alt={`Picture ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`}
        />
      )}
      {item.dataType === 'video_external' && item.videoId && (
        <iframe
          src={externalVideo(item.videoId).embedUrl}
          title={`${externalVideo(item.videoId).provider} video ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`}
          allow="fullscreen; picture-in-picture"
          loading="lazy"
        />
      )}
      {item.dataType === 'video_platform' && item.source && (
        <video
          src={item.source}
          controls
          preload="metadata"
          aria-label={`Video ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`}
        />
      )}
      <figcaption>{caption}</figcaption>
    </Frame>
  );
}
