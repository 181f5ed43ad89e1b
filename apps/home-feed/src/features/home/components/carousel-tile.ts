import { Link } from 'react-router';
import styled from 'styled-components';
import { cardSurface, RetryingImage } from '@vouch/design-system';

/** A home carousel's card that leads somewhere: its name in bold, its details muted under it. */
export const CarouselTile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

/** The tile's picture, cropped to the carousel's shape; a soft brand colour while it loads. */
export const TilePicture = styled(RetryingImage)<{ $aspectRatio: string }>`
  width: 100%;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSoft};
`;
