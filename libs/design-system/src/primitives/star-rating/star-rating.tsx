import styled from 'styled-components';

const Stars = styled.span`
  display: inline-flex;
  /* In a narrow card (two a row on a 320 px phone) the score and count go under the stars. */
  flex-wrap: wrap;
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

const Score = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// Counts as the site writes them ("1,234", domain's formatCount; the design system stands below
// the domain), without Intl: a NumberFormat made as the module loads woke ICU on every page.
const countText = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface StarRatingProps {
  /** Average from 0 to 5 (spec §9 "Rating range 0 to 5"). */
  rating: number;
  /** How many reviews make the average: with it, the average shows as a number ("4.2") and the count after it ("(12)"). */
  count?: number;
}

/** Five stars filled to the rating, read out as "Rated 4.5 out of 5"; an average also shows its score, as review sites do. */
export function StarRating({ rating, count }: StarRatingProps) {
  const clamped = Math.min(5, Math.max(0, rating));
  const score = clamped.toFixed(1);
  return (
    <Stars>
      <Track $percent={(clamped / 5) * 100} role="img" aria-label={`Rated ${score} out of 5`}>
        ★★★★★
      </Track>
      {count !== undefined && (
        <>
          {/* The stars' label already reads the score out. */}
          <Score aria-hidden="true">{score}</Score>
          <span>({countText(count)})</span>
        </>
      )}
    </Stars>
  );
}
