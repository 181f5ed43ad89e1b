import styled from 'styled-components';

const Stars = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.span<{ $percent: number }>`
  position: relative;
  display: inline-block;
  color: ${({ theme }) => theme.colors.border};
  letter-spacing: 1px;
  &::after {
    content: '★★★★★';
    position: absolute;
    inset: 0;
    width: ${({ $percent }) => $percent}%;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.star};
  }
`;

export interface StarRatingProps {
  /** Average from 0 to 5 (spec §9 "Rating range 0 to 5"). */
  rating: number;
  /** Shown after the stars, e.g. "(12)". */
  count?: number;
}

/** Five stars filled to the rating, read out as "Rated 4.5 out of 5". */
export function StarRating({ rating, count }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  return (
    <Stars>
      <Track $percent={(clamped / 5) * 100} role="img" aria-label={`Rated ${clamped.toFixed(1)} out of 5`}>
        ★★★★★
      </Track>
      {count !== undefined && <span>({count.toLocaleString('en-US')})</span>}
    </Stars>
  );
}
